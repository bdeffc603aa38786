"""Several Trellis instances behind a proxy, sharing settings through PostgreSQL (docs/DEPLOYMENT.md),
for test_cluster.py and Benchmarks/cluster.py. Loopback only; everything lives in a temporary directory
and stops by itself.

    with Cluster(binary, ["a", "b"], workdir) as c:
        c.proxy_url            # the page through HAProxy
        c.kill("a")            # kill -9 an instance
        c.db.restart()         # restart PostgreSQL

PostgreSQL (Debian's `postgresql`) runs as `nobody` when we are root (it refuses root); HAProxy is
Debian's `haproxy`. scripts/setup-cluster-tests.sh installs both."""
from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from conftest import OUTPUT_DIR, _free_port, _Server

HAPROXY = shutil.which("haproxy") or "/usr/sbin/haproxy"


def pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4]))
    return Path(found[-1]).parent if found else None


def missing() -> str | None:
    """What is not installed, or None."""
    if pg_bin() is None:
        return "PostgreSQL (apt-get install postgresql)"
    if not os.access(HAPROXY, os.X_OK):
        return "HAProxy (apt-get install haproxy)"
    return None


class Postgres:
    """A throwaway cluster: initdb in a temporary directory, loopback on a free port, trust authentication."""

    def __init__(self):
        self.bin = pg_bin()
        # Its own directory under /tmp: as root the server runs as nobody, who can't enter pytest's tmp_path.
        self.dir = Path(tempfile.mkdtemp(prefix="trellis-pg-"))
        self.data = self.dir / "data"
        self.port = _free_port()
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.dir, "nobody")
        self._run("initdb", "-D", str(self.data), "-U", "trellis", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C")
        self.start()

    @property
    def url(self) -> str:
        return f"postgres://trellis@127.0.0.1:{self.port}/postgres"

    def _run(self, tool: str, *args: str) -> str:
        argv = [str(self.bin / tool), *args]
        if self.as_root:
            argv = ["runuser", "-u", "nobody", "--", *argv]
        # A file, not a pipe: the server pg_ctl starts inherits it and would hold a pipe open forever.
        with tempfile.TemporaryFile(mode="w+") as out:
            done = subprocess.run(argv, cwd="/tmp", stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, timeout=60)
            out.seek(0)
            text = out.read()
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)} failed: {text}")
        return text

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.dir / "postgres.log"), "-w", "-t", "30",
                  "-o", f"-k {self.dir} -h 127.0.0.1 -p {self.port} -c fsync=off -c max_connections=60", "start")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "30", "stop")

    def restart(self) -> None:
        self.stop()
        self.start()

    def sql(self, statement: str) -> str:
        done = subprocess.run([str(self.bin / "psql"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "trellis",
                               "-d", "postgres", "-At", "-v", "ON_ERROR_STOP=1", "-c", statement],
                              capture_output=True, text=True, timeout=30)
        if done.returncode != 0:
            raise RuntimeError(f"psql: {done.stderr}")
        return done.stdout.strip()

    def close(self) -> None:
        try:
            self.stop()
        except RuntimeError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)


def haproxy_config(port: int, instances: dict[str, int]) -> str:
    """The configuration docs/DEPLOYMENT.md explains: a window's page and socket go to the instance its
    id names (`?window=a-…`); anything else, and a window whose instance is down, to any instance."""
    rules = "\n".join(f"    use-server {name} if {{ urlp(window) -m beg {name}- }}" for name in instances)
    servers = "\n".join(f"    server {name} 127.0.0.1:{p} check inter 250ms fall 1 rise 2" for name, p in instances.items())
    return f"""global
    maxconn 4096

defaults
    mode http
    timeout connect 1s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    retries 3
    option redispatch 1

frontend trellis
    bind 127.0.0.1:{port}
    default_backend instances

backend instances
    balance leastconn
{rules}
{servers}
"""


def wait_for_port(port: int, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {port} after {timeout} s")


class Cluster:
    """PostgreSQL, one showcase per name, and HAProxy in front of them."""

    def __init__(self, binary: Path, names: list[str], workdir: Path, *, log_prefix: str = "cluster",
                 extra_env: dict[str, str] | None = None):
        self.binary = binary
        self.workdir = workdir
        self.log_prefix = log_prefix
        self.extra_env = extra_env or {}
        self.db = Postgres()
        self.ports = {name: _free_port() for name in names}
        self.instances: dict[str, _Server] = {}
        self.proxy_port = _free_port()
        self.proxy = None
        try:
            for name in names:
                self.start_instance(name)
            config = workdir / "haproxy.cfg"
            config.write_text(haproxy_config(self.proxy_port, self.ports))
            self.proxy = subprocess.Popen([HAPROXY, "-db", "-f", str(config)], stdin=subprocess.DEVNULL,
                                          stdout=open(OUTPUT_DIR / f"{log_prefix}-haproxy.log", "w"),
                                          stderr=subprocess.STDOUT, start_new_session=True)
            wait_for_port(self.proxy_port)
        except BaseException:
            self.close()
            raise

    @property
    def proxy_url(self) -> str:
        return f"http://127.0.0.1:{self.proxy_port}"

    def start_instance(self, name: str) -> None:
        env_dir = self.workdir / f"home-{name}"
        env_dir.mkdir(exist_ok=True)
        saved = dict(os.environ)
        # Each instance's UserDefaults of its own: only the shared store may carry settings across.
        os.environ.update({"XDG_CONFIG_HOME": str(env_dir), "TRELLIS_SETTINGS_URL": self.db.url,
                           "TRELLIS_INSTANCE": name, **self.extra_env})
        try:
            srv = _Server([str(self.binary), "--host", "127.0.0.1", "--port", str(self.ports[name])],
                          OUTPUT_DIR / f"{self.log_prefix}-{name}.log")
        finally:
            os.environ.clear()
            os.environ.update(saved)
        url = srv.wait_for_url(60)
        assert url.endswith(f":{self.ports[name]}"), f"instance {name} took another port: {url}"
        self.instances[name] = srv

    def kill(self, name: str) -> None:
        """kill -9: no chance to flush or say goodbye."""
        srv = self.instances.pop(name)
        os.killpg(srv.proc.pid, signal.SIGKILL)
        srv.proc.wait(timeout=10)
        srv.stop()

    def log(self, name: str) -> str:
        return (OUTPUT_DIR / f"{self.log_prefix}-{name}.log").read_text(errors="replace")

    def close(self) -> None:
        if self.proxy and self.proxy.poll() is None:
            os.killpg(self.proxy.pid, signal.SIGTERM)
            self.proxy.wait(timeout=10)
        for srv in self.instances.values():
            srv.stop()
        self.instances.clear()
        self.db.close()

    def __enter__(self) -> "Cluster":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
