#!/usr/bin/env bash
# Prepares the cluster tests (Tests/TrellisPostgresTests, Tests/browser/test_cluster.py): several Trellis
# instances sharing settings through PostgreSQL behind HAProxy (docs/DEPLOYMENT.md). Idempotent.
#  1. Debian's postgresql (the tests run a throwaway cluster of their own, as an unprivileged user).
#  2. Debian's haproxy (the tests run one of their own on a loopback port; the package's service is left alone).
set -euo pipefail

log() { printf 'setup-cluster-tests: %s\n' "$*"; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
    # Try without an update first (fast when the lists are fresh); update only if that fails.
    if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"; then
        log "apt-get install failed; running apt-get update and retrying"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
    fi
}

# --- 1. PostgreSQL -------------------------------------------------------------------------------
if compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null; then
    log "postgresql: $(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1) present"
else
    log "postgresql: missing; installing Debian's postgresql"
    apt_install postgresql
    compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null || { log "error: initdb still missing after install"; exit 1; }
fi

# --- 2. HAProxy ----------------------------------------------------------------------------------
if command -v haproxy > /dev/null || [ -x /usr/sbin/haproxy ]; then
    log "haproxy: present"
else
    log "haproxy: missing; installing Debian's haproxy"
    apt_install haproxy
    [ -x /usr/sbin/haproxy ] || { log "error: haproxy still missing after install"; exit 1; }
fi
