#!/usr/bin/env bash
# What the test suite needs outside npm: Debian's chromium for Playwright, OpenSSH for target hosts, OpenLDAP's
# slapd for the directory sign-in tests,
# a running PostgreSQL on 127.0.0.1:5432, MariaDB on 127.0.0.1:3306 and Redis on 127.0.0.1:6379 for the server suite.
# Idempotent and quick when all is there.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/sbin/sshd ] || missing+=(openssh-server)
[ -x /usr/sbin/slapd ] || missing+=(slapd)
command -v ldapadd >/dev/null 2>&1 || missing+=(ldap-utils)
# SSH layer tests (tests/support/sshd.ts): ssh-keygen and the ssh client, ip netns for the jump-host topology,
# useradd/chpasswd for the test users.
{ command -v ssh-keygen && command -v ssh; } >/dev/null 2>&1 || missing+=(openssh-client)
command -v ip >/dev/null 2>&1 || [ -x /usr/sbin/ip ] || [ -x /sbin/ip ] || missing+=(iproute2)
[ -x /usr/sbin/useradd ] || missing+=(passwd)
# Password-change tasks (tests/server/passwordChange.test.ts): a privileged test user runs chpasswd through sudo.
command -v sudo >/dev/null 2>&1 || missing+=(sudo)
command -v asciinema >/dev/null 2>&1 || missing+=(asciinema)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# The console's Chinese font subset (scripts/build-cjk-subset.ts, after new Chinese text) is cut with fontTools.
# Debian's own python3 (a python3 earlier in PATH, pyenv's say, has not got Debian's modules; the script tries both).
/usr/bin/python3 -c 'import fontTools, brotli' >/dev/null 2>&1 || missing+=(python3-fonttools python3-brotli)
# Encrypted exports and account backups are opened with GnuPG, the standard tool (cofferExport, backup tests).
command -v gpg >/dev/null 2>&1 || missing+=(gnupg)
# Telnet layer tests (tests/support/telnetd.ts): Debian's telnetd started per connection by inetutils-inetd.
[ -x /usr/sbin/telnetd ] || missing+=(inetutils-telnetd)
[ -x /usr/sbin/inetutils-inetd ] || missing+=(inetutils-inetd)
# Native database access (tests/server/pgNative.test.ts, mysqlNative.test.ts): the users' own clients, psql and mysql.
command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
command -v mysql >/dev/null 2>&1 || missing+=(mariadb-client)
# Chinese in the browser tests' screenshots, as the console's users read it.
[ -d /usr/share/fonts/opentype/noto ] && ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
# A kiosk without a Chinese font (tests/e2e/cjkFont.spec.ts): a browser whose fontconfig knows DejaVu only.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# Graphical sessions (docs/rdp.md): the bastion's own chain per session (Xvfb, FreeRDP's X11 client, x11vnc) and, for
# the tests, a real RDP server (xrdp with tigervnc's Xvnc, tests/support/xrdp.ts) whose desktop is an xterm; xclip
# reads a display's clipboard in the clipboard tests.
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
command -v xfreerdp >/dev/null 2>&1 || missing+=(freerdp2-x11)
command -v x11vnc >/dev/null 2>&1 || missing+=(x11vnc)
[ -x /usr/sbin/xrdp ] || missing+=(xrdp)
[ -x /usr/bin/Xvnc ] || missing+=(tigervnc-standalone-server)
command -v xterm >/dev/null 2>&1 || missing+=(xterm)
command -v xclip >/dev/null 2>&1 || missing+=(xclip)
# VNC assets (docs/rdp.md, "VNC assets"): TigerVNC's viewer takes xfreerdp's place on the session's display; the test
# peer is tigervnc's Xvnc (tests/support/vncServer.ts) with a password file written by vncpasswd (tigervnc-tools).
command -v xtigervncviewer >/dev/null 2>&1 || missing+=(tigervnc-viewer)
command -v vncpasswd >/dev/null 2>&1 || missing+=(tigervnc-tools)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

# Database sessions (tests/server/dbSessions.test.ts) use MariaDB on 127.0.0.1:3306 as a target (root, no password).
if ! mysqladmin -h 127.0.0.1 -P 3306 -u root ping >/dev/null 2>&1; then
  echo "Starting MariaDB"
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null || true
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 30); do mysqladmin -h 127.0.0.1 -P 3306 -u root ping >/dev/null 2>&1 && break; sleep 1; done
fi

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
