"""The app as a user launches it: the `recipes` binary, a fresh user's XDG folders."""

import subprocess
import time

from .expect import ScenarioFailure
from .processes import terminate


class App:
    """One launch of `recipes`; stdout and stderr go to a log file of the scenario."""

    def __init__(self, binary, env, log_path, args=()):
        self.binary = binary
        self.args = list(args)
        self.env = env
        self.log_path = log_path
        self.process = None
        self.started_at = None

    def launch(self):
        log = open(self.log_path, "ab")
        log.write(f"\n--- launch: recipes {' '.join(self.args)}\n".encode())
        log.flush()
        self.started_at = time.monotonic()
        self.process = subprocess.Popen([self.binary, *self.args], env=self.env, stdout=log,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        log.close()
        return self

    @property
    def pid(self):
        return self.process.pid

    def is_running(self):
        return self.process is not None and self.process.poll() is None

    def exit_status(self):
        return None if self.process is None else self.process.poll()

    def wait_exit(self, timeout):
        """Waits for the app to exit by itself; returns its status, or None if it did not."""
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def log_tail(self, lines=15):
        try:
            with open(self.log_path, "r", errors="replace") as f:
                return "".join(f.readlines()[-lines:]).strip()
        except OSError:
            return ""

    def stop(self):
        """Ends the app if it still runs: SIGTERM, then SIGKILL."""
        terminate(self.process)


def headless(binary, args, env, timeout=120):
    """Runs a headless `recipes` command; returns stdout, raising on failure."""
    result = subprocess.run([binary, *args], env=env, capture_output=True, text=True,
                            timeout=timeout)
    if result.returncode != 0:
        raise ScenarioFailure(f"`recipes {' '.join(args)}` exited with {result.returncode}: "
                              f"{result.stderr.strip()[-500:]}")
    return result.stdout
