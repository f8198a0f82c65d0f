#!/usr/bin/env bash
# Starts this machine's PostgreSQL (Debian's; installs it when missing and running as root) and
# makes a fresh database for tests. Prints the connection URL on its last line:
#   export TEST_DATABASE_URL=$(scripts/start-postgres.sh | tail -n1)
# Usage: scripts/start-postgres.sh [DBNAME]   (default leskluis_test; dropped and created anew)
set -euo pipefail
db=${1:-leskluis_test}
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql postgresql-contrib >&2
  else
    echo "PostgreSQL is not installed: sudo apt-get install -y postgresql postgresql-contrib" >&2; exit 1
  fi
fi
ver=$(ls /etc/postgresql | sort -V | tail -n1)
if ! pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" && $4=="online"' | grep -q .; then
  pg_ctlcluster --skip-systemctl-redirect "$ver" main start >&2
fi
for _ in $(seq 1 30); do su postgres -c "pg_isready -q" && break; sleep 1; done
su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='leskluis'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"create role leskluis login superuser password 'leskluis'\"" >&2
su postgres -c "dropdb --if-exists --force $db" >&2
su postgres -c "createdb -O leskluis $db" >&2
echo "postgres://leskluis:leskluis@127.0.0.1:5432/$db"
