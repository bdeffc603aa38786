#!/usr/bin/env bash
# Prepares the cluster tests (Tests/TrellisPostgresTests, Tests/browser/test_cluster.py): several Trellis
# instances sharing settings through PostgreSQL behind HAProxy (docs/DEPLOYMENT.md). Idempotent.
#  1. Debian's postgresql (the tests run a throwaway cluster of their own, as an unprivileged user).
#  2. Debian's haproxy (the tests run one of their own on a loopback port; the package's service is left alone).
set -euo pipefail

log() { printf 'setup-cluster-tests: %s\n' "$*"; }

. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/apt.sh"

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
