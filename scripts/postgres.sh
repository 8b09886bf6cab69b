#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the server suite: start | url | stop, and resume (start
# again what stop stopped, data kept: the cluster suite's failover drill).
# PostgreSQL refuses to run as root, so it runs as the "postgres" user Debian's package creates.
set -euo pipefail
dir=${PG_TEST_DIR:-/tmp/astroshop-pg}
port=${PG_TEST_PORT:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-}" in
  start)
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_postgres "'$bin/initdb' -D '$dir/data' -U shop --auth=trust >/dev/null"
    "$0" resume
    as_postgres "'$bin/createdb' -h 127.0.0.1 -p $port -U shop shop"
    ;;
  resume)
    as_postgres "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -w start >/dev/null"
    ;;
  url) echo "postgres://shop@127.0.0.1:$port/shop" ;;
  stop) as_postgres "'$bin/pg_ctl' -D '$dir/data' -m fast stop >/dev/null" || true ;;
  *) echo "usage: $0 start|url|stop|resume" >&2; exit 2 ;;
esac
