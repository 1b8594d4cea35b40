"""Random sequences of remember / update / forget / recall / reopen across several users:
no user ever sees another's memory, a forgotten memory is never returned again, and the
database, the vector index and the keyword index agree after every step."""

import shutil
import tempfile
from datetime import datetime

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from memorylab import Clock, MemoryLab
from memorylab.indexes.bm25 import tokenize

USERS = ["ana", "bo", "José"]
WORDS = ["tea", "coffee", "porto", "lyon", "garden", "jazz", "reports", "hiking", "chess", "violin"]
texts = st.lists(st.sampled_from(WORDS), min_size=2, max_size=5).map(lambda ws: "User mentions " + " ".join(ws))


class LabMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.folder = tempfile.mkdtemp(prefix="memorylab-prop-")
        self.clock = Clock(pinned=datetime(2026, 1, 5, 9, 0))
        self.lab = MemoryLab.open(self.folder, embedder="hash", clock=self.clock)
        self.alive: dict[str, dict[int, str]] = {u: {} for u in USERS}
        self.forgotten: set[int] = set()

    def teardown(self):
        self.lab.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    @rule(user=st.sampled_from(USERS), text=texts)
    def remember(self, user, text):
        memory_id = self.lab.remember(user, text, kind="episodic")
        self.alive[user][memory_id] = self.lab.get(user, memory_id).text

    @precondition(lambda self: any(self.alive.values()))
    @rule(data=st.data(), text=texts)
    def update(self, data, text):
        user = data.draw(st.sampled_from([u for u in USERS if self.alive[u]]))
        memory_id = data.draw(st.sampled_from(sorted(self.alive[user])))
        self.alive[user][memory_id] = self.lab.update(user, memory_id, text=text).text

    @precondition(lambda self: any(self.alive.values()))
    @rule(data=st.data())
    def forget(self, data):
        user = data.draw(st.sampled_from([u for u in USERS if self.alive[u]]))
        memory_id = data.draw(st.sampled_from(sorted(self.alive[user])))
        removed = self.lab.forget(user, memory_id)
        for gone in removed:
            self.alive[user].pop(gone, None)
        self.forgotten.update(removed)

    @rule(user=st.sampled_from(USERS), query=st.sampled_from(WORDS), k=st.integers(1, 8))
    def recall(self, user, query, k):
        hits = self.lab.recall(user, query, k=k)
        ids = {h.memory.id for h in hits}
        assert ids <= set(self.alive[user]), "a recall returned another user's or a forgotten memory"
        assert all(h.memory.user_id == user for h in hits)
        assert len(hits) == min(k, len(self.alive[user]))

    @rule()
    def advance_clock(self):
        self.clock.advance(hours=5)

    @rule()
    def reopen(self):
        self.lab.close()
        self.lab = MemoryLab.open(self.folder, embedder="hash", clock=self.clock)

    @invariant()
    def stores_agree(self):
        for user in USERS:
            active = {m.id: m.text for m in self.lab.memories(user)}
            assert active == self.alive[user]
            assert self.lab._derived.vectors.count(user) == len(active)
            assert self.lab._derived.keywords.vocabulary(user) == {
                t for text in active.values() for t in tokenize(text)
            }
        for memory_id in self.forgotten:
            for user in USERS:
                assert self.lab._store.get_many(user, [memory_id]) == {}


LabMachine.TestCase.settings = settings(
    max_examples=25, stateful_step_count=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestLab = LabMachine.TestCase
