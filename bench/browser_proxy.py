"""A room's arrival with Streamlit's own static files served by nginx in front of the app.

Forty browsers opening the page at once fetch about a hundred files each (Streamlit's
JavaScript chunks, styles, fonts); served by the app's own process that costs it about
0.25 CPU-s per attendee, most of the server's work while a room arrives
(``bench.room_browser --no-assets`` shows the rest). ``start_static_proxy`` writes an nginx
configuration that serves ``/static/`` from Streamlit's package folder (with the long cache
Streamlit gives those hashed files) and passes everything else, the websocket included, to
the app; ``bench.room_browser --static-proxy`` puts the attendees behind it. The same
configuration is the one a workshop server would run (README, "Serving a room").
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from bench.browser_control import wait_healthy
from memorylab.front import streamlit_static

CONFIG = """daemon off;
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    include /etc/nginx/mime.types;
    sendfile on;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    server {{
        listen 127.0.0.1:{port};
        location /static/ {{
            alias {static}/;
            expires max;
            add_header Cache-Control "public, immutable";
        }}
        location / {{
            proxy_pass http://127.0.0.1:{app_port};
            proxy_http_version 1.1;
            proxy_set_header Host $host;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_read_timeout 1h;
            proxy_buffering off;
        }}
    }}
}}
"""


def nginx_config(port: int, app_port: int, folder: Path) -> str:
    return CONFIG.format(port=port, app_port=app_port, folder=folder, static=streamlit_static())


def start_static_proxy(port: int, app_port: int) -> subprocess.Popen:
    """nginx on ``port`` in front of the app on ``app_port`` (Debian's ``nginx``)."""
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not Path(nginx).exists():
        raise RuntimeError("nginx is not installed (apt-get install nginx-light)")
    folder = Path(tempfile.mkdtemp(prefix="room-proxy-"))
    (folder / "nginx.conf").write_text(nginx_config(port, app_port, folder), encoding="utf-8")
    proc = subprocess.Popen(
        [nginx, "-p", str(folder), "-c", str(folder / "nginx.conf")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_healthy(proc, port, "nginx")
    return proc
