# Sourced by the set-up scripts: install Debian packages as root (sudo when not root). The caller defines `log`.

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
