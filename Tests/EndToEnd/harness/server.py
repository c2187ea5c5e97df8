"""Starts and stops the fixture server (fixture_server.py) as a child process."""

import os
import subprocess
import sys
from .processes import terminate

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class FixtureServer:
    def __init__(self, images_dir, log_path, generate=0, port=0, delay=0.0):
        self.delay = delay
        self.images_dir = images_dir
        self.log_path = log_path
        self.generate = generate
        self.port = port
        self.process = None

    def start(self, timeout=10):
        args = [sys.executable, os.path.join(HERE, "fixture_server.py"),
                "--fixtures", os.path.join(HERE, "fixtures"), "--images", self.images_dir,
                "--log", self.log_path, "--port", str(self.port)]
        if self.generate:
            args += ["--generate", str(self.generate)]
        if self.delay:
            args += ["--delay", str(self.delay)]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        stdin=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()  # "PORT <n>" once listening
        if not line.startswith("PORT "):
            self.stop()
            raise RuntimeError(f"the fixture server did not start (said {line!r})")
        self.port = int(line.split()[1])
        return self

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self):
        return f"{self.base}/api/json/v1/1/"

    def requests(self):
        """The paths requested so far, in order."""
        try:
            with open(self.log_path) as f:
                return [line.rstrip("\n").split(" ", 1)[1] for line in f if " " in line]
        except OSError:
            return []

    def stop(self):
        """Stops the server if it still runs (scenario 7 does so mid-way)."""
        terminate(self.process)
