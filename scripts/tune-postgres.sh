#!/usr/bin/env bash
# Gives this machine's PostgreSQL the settings the budgets were measured with (docs/performance.md):
# a production server of the scale database's size would have them. Restarts the server.
# Usage: scripts/tune-postgres.sh   (after scripts/start-postgres.sh; run as root)
set -euo pipefail
ver=$(ls /etc/postgresql | sort -V | tail -n1)
su postgres -c "psql -qc \"alter system set shared_buffers = '1GB'\"" >&2
su postgres -c "psql -qc \"alter system set effective_cache_size = '16GB'\"" >&2
su postgres -c "psql -qc \"alter system set random_page_cost = 1.1\"" >&2
su postgres -c "psql -qc \"alter system set jit = off\"" >&2
pg_ctlcluster --skip-systemctl-redirect "$ver" main restart >&2
for _ in $(seq 1 30); do su postgres -c "pg_isready -q" && break; sleep 1; done
su postgres -c "psql -qtAc 'show shared_buffers'"
