"""The facade's namespaces: ``lab.retrieval``, ``lab.forgetting``, ``lab.lifecycle``,
``lab.agent`` and ``lab.evals``. Each is the public face of one job: it checks the
caller's arguments, fills in the lab's defaults (weights, model, settings) and hands
over to the service that owns the job. ``lab.keys`` and ``lab.claims`` are their
services themselves."""
