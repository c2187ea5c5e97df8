"""Puts text on the clipboard, as if a person had copied it somewhere else."""

import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))


class Clipboard:
    def __init__(self, folder):
        self.folder = folder
        self.process = None

    def copy(self, text, timeout=10):
        self.clear()
        path = os.path.join(self.folder, "clipboard.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        self.process = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "clipboard_owner.py"), path],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        stdin=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        if line.strip() != "READY":
            self.clear()
            raise RuntimeError("could not put text on the clipboard")

    def clear(self):
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
