"""Ending the processes a scenario starts (the app, the fixture server)."""
import signal
import subprocess


def terminate(process, grace=3):
    """Ends `process` if it still runs: SIGTERM, then SIGKILL after `grace` seconds."""
    if process is None or process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)
