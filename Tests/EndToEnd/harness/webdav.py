"""A WebDAV folder for the sync scenario: Debian's Apache httpd with mod_dav on a loopback
port, Basic auth, everything in one temporary directory (the shape of the Swift tests'
fixture, Sources/RecipesFixtures/WebDAV). Standard library only."""

import json
import os
import pwd
import grp
import shutil
import signal
import socket
import subprocess
import tempfile
import time

APACHE = "/usr/sbin/apache2"
HTPASSWD = "/usr/bin/htpasswd"
MODULES = "/usr/lib/apache2/modules"
LOADED = [("mpm_event_module", "mod_mpm_event.so"), ("authz_core_module", "mod_authz_core.so"),
          ("authn_core_module", "mod_authn_core.so"), ("authn_file_module", "mod_authn_file.so"),
          ("auth_basic_module", "mod_auth_basic.so"), ("authz_user_module", "mod_authz_user.so"),
          ("dav_module", "mod_dav.so"), ("dav_fs_module", "mod_dav_fs.so"),
          ("dav_lock_module", "mod_dav_lock.so"), ("mime_module", "mod_mime.so")]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebDAVServer:
    """Apache serving `root/` over WebDAV to `user` with `password`."""

    def __init__(self, log_path, user, password):
        self.user = user
        self.password = password
        self.log_path = log_path
        self.directory = tempfile.mkdtemp(prefix="recipes-e2e-dav-")
        os.chmod(self.directory, 0o755)
        self.root = os.path.join(self.directory, "root")
        self.locks = os.path.join(self.directory, "locks")
        self.process = None
        self.port = None
        # Apache refuses to serve as root: its children then run as nobody.
        self.run_as = None
        if os.geteuid() == 0:
            nobody = pwd.getpwnam("nobody")
            self.run_as = ("nobody", grp.getgrgid(nobody.pw_gid).gr_name, nobody.pw_uid,
                           nobody.pw_gid)

    def start(self, timeout=10):
        for folder in (self.root, self.locks):
            os.makedirs(folder, exist_ok=True)
        self.give_away(self.directory)
        passwords = os.path.join(self.directory, "htpasswd")
        subprocess.run([HTPASSWD, "-i", "-c", "-B", passwords, self.user],
                       input=self.password.encode(), check=True, capture_output=True)
        os.chmod(passwords, 0o644)
        self.port = free_port()
        pid_file = os.path.join(self.directory, "httpd.pid")
        lines = [f'ServerRoot "{self.directory}"', "ServerName 127.0.0.1",
                 f"Listen 127.0.0.1:{self.port}", f'PidFile "{pid_file}"',
                 f'DefaultRuntimeDir "{self.directory}"', f'ErrorLog "{self.log_path}"',
                 "LogLevel warn", "Timeout 20"]
        lines += [f"LoadModule {name} {MODULES}/{file}" for name, file in LOADED]
        if self.run_as:
            lines += [f"User {self.run_as[0]}", f"Group {self.run_as[1]}"]
        if os.path.exists("/etc/mime.types"):
            lines.append("TypesConfig /etc/mime.types")
        lines += ["StartServers 1", "ServerLimit 1", "ThreadsPerChild 8", "MaxRequestWorkers 8",
                  "MinSpareThreads 1", "MaxSpareThreads 8",
                  f'DavLockDB "{self.locks}/DavLock"', f'DocumentRoot "{self.root}"',
                  f'<Directory "{self.root}">', "  Dav On", "  DavDepthInfinity On",
                  "  AuthType Basic", '  AuthName "Recipes e2e"',
                  f'  AuthUserFile "{passwords}"', "  Require valid-user", "</Directory>"]
        config = os.path.join(self.directory, "httpd.conf")
        with open(config, "w") as f:
            f.write("\n".join(lines) + "\n")
        self.process = subprocess.Popen([APACHE, "-f", config, "-DFOREGROUND"],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=open(self.log_path, "ab"), start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Apache exited with status {self.process.returncode}; "
                                   f"see {self.log_path}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"Apache did not listen on port {self.port} within {timeout} s")

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def give_away(self, path):
        """Lets Apache's children (nobody, when we are root) read and write `path`."""
        if not self.run_as:
            return
        for folder, dirs, files in os.walk(path):
            os.chown(folder, self.run_as[2], self.run_as[3])
            for name in files:
                os.chown(os.path.join(folder, name), self.run_as[2], self.run_as[3])

    def put_recipe(self, folder_path, recipe):
        """Writes `recipe` as `folder_path/NAME/recipe.json` on the server's disk, as
        Nextcloud Cookbook lays a recipe out (the server sees it at its next listing)."""
        folder = os.path.join(self.root, folder_path, recipe["name"])
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "recipe.json"), "w", encoding="utf-8") as f:
            json.dump(recipe, f, ensure_ascii=False)
        open(os.path.join(folder, ".nomedia"), "w").close()
        self.give_away(self.root)
        return folder

    def folders(self, folder_path):
        """The recipe folders below `folder_path`, by name."""
        path = os.path.join(self.root, folder_path)
        if not os.path.isdir(path):
            return []
        return sorted(n for n in os.listdir(path) if os.path.isdir(os.path.join(path, n)))

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=5)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        shutil.rmtree(self.directory, ignore_errors=True)
