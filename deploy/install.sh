#!/usr/bin/env bash
# Puts Makazi on this Debian or Ubuntu server behind HTTPS, or upgrades it in place:
#   sudo deploy/install.sh makazi.co.ke admin@agency.co.ke [--instances 2]
# The first run checks that the domain's DNS points at this server, installs Caddy and the
# build tools from the distribution, builds this checkout into /opt/makazi/releases/, creates
# the makazi user, /etc/makazi/env and the administrator, and starts everything. Each later
# run (sudo deploy/install.sh, the domain and e-mail already configured) builds the checkout
# again and restarts the instances one at a time, each only once the one before answers
# /readyz, so that Caddy always has one to send visitors to. See docs/deploy.md.
#
# MAKAZI_SKIP_DNS_CHECK=1 skips the DNS check, for a server that visitors reach through
# another proxy or a NAT address.
#
# For trying it out without touching the machine: MAKAZI_ROOT puts every file under another
# folder, --no-start installs and enables but starts nothing, and APT_GET, NPM, SYSTEMCTL,
# GETENT, IP, UFW and MAKAZI_USER replace the commands and the user it would use.
set -euo pipefail

usage() {
  echo "Usage: sudo deploy/install.sh DOMAIN ACME_EMAIL [--instances N] [--no-start]" >&2
  echo "  DOMAIN      the site's domain, whose DNS points at this server (makazi.co.ke)" >&2
  echo "  ACME_EMAIL  the address for the certificate, and the first administrator's sign-in" >&2
  echo "An upgrade needs neither: it keeps those in /etc/makazi/caddy.env." >&2
  exit 2
}

domain=""
email=""
instances=""
start=1
while [ $# -gt 0 ]; do
  case "$1" in
    --instances) instances="${2:-}"; shift 2 ;;
    --no-start) start=0; shift ;;
    -h | --help) usage ;;
    -*) echo "Unknown option $1" >&2; usage ;;
    *)
      if [ -z "$domain" ]; then domain="$1"
      elif [ -z "$email" ]; then email="$1"
      else usage
      fi
      shift ;;
  esac
done

root="${MAKAZI_ROOT:-}"
root="${root%/}"
config_dir="$root/etc/makazi"
caddy_env="$config_dir/caddy.env"

# Reads a KEY=value line of a settings file, or nothing.
setting() {
  if [ -f "$1" ]; then sed -n "s/^$2=//p" "$1" | tail -n 1; fi
}

# An upgrade keeps the domain and e-mail of the installed site unless new ones are given.
configured_domain="$(setting "$caddy_env" MAKAZI_DOMAIN)"
domain="${domain:-$configured_domain}"
email="${email:-$(setting "$caddy_env" MAKAZI_ACME_EMAIL)}"
if [ -z "$domain" ] || [ -z "$email" ]; then usage; fi
if ! [[ "$domain" =~ ^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$ ]]; then
  echo "The domain must be a host name such as makazi.co.ke, without https:// or a path" >&2
  exit 2
fi
if ! [[ "$email" =~ ^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$ ]]; then
  echo "The second argument must be an e-mail address, such as admin@agency.co.ke" >&2
  exit 2
fi
if [ -n "$instances" ] && ! [[ "$instances" =~ ^[1-9]$ ]]; then
  echo "--instances takes a number from 1 to 9" >&2
  exit 2
fi

apt_get="${APT_GET:-apt-get}"
npm="${NPM:-npm}"
systemctl="${SYSTEMCTL:-systemctl}"
getent="${GETENT:-getent}"
ip="${IP:-ip}"
ufw="${UFW:-ufw}"
user="${MAKAZI_USER:-makazi}"
source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

app_dir="$root/opt/makazi"
data_dir="$root/var/lib/makazi"
backup_dir="$root/var/backups/makazi"
env_file="$config_dir/env"
unit_dir="$root/etc/systemd/system"
first_port=3001

if [ -z "$root" ] && [ "$(id -u)" -ne 0 ]; then
  echo "Run it as root: sudo $0 $domain $email" >&2
  exit 1
fi

step() { printf '\n== %s\n' "$*"; }

# Runs a command as the site's user, who owns the database it writes.
as_user() {
  if [ "$(id -un)" = "$user" ]; then "$@"; else runuser -u "$user" -- "$@"; fi
}

# Refuses a domain whose DNS does not point at this server: Caddy would ask Let's Encrypt
# for a certificate it cannot get, and keep trying.
check_dns() {
  local resolved own address elsewhere=""
  # DNS only (-s dns): /etc/hosts often names the server itself by the domain (127.0.1.1).
  resolved="$({ "$getent" -s dns ahosts "$domain" || true; } | awk '{print $1}' | sort -u | xargs)"
  own="$("$ip" -o addr show scope global | awk '{sub("/.*", "", $4); print $4}' | sort -u | xargs)"
  for address in $resolved; do
    case "$address" in
      127.* | ::1)
        {
          echo "On this server the domain $domain resolves to $address, the server itself: its"
          echo "/etc/hosts names it so, often because the server's own name is the domain, and the"
          echo "public DNS record cannot be checked from here. Check on another machine that"
          echo "'getent ahosts $domain' shows only this server's addresses ($own), then run this"
          echo "again with MAKAZI_SKIP_DNS_CHECK=1 in front."
        } >&2
        exit 1
        ;;
    esac
    if [[ " $own " != *" $address "* ]]; then elsewhere="$elsewhere $address"; fi
  done
  if [ -n "$resolved" ] && [ -z "$elsewhere" ]; then return 0; fi
  {
    echo "The domain $domain points at ${resolved:-no address}, but this server's addresses are ${own:-unknown}."
    echo "Caddy could not get a certificate for it. Point the domain's A (and AAAA) record at"
    echo "this server, wait until 'getent ahosts $domain' shows only its addresses, and run this"
    echo "again. If visitors reach this server through another proxy or a NAT address, run it"
    echo "with MAKAZI_SKIP_DNS_CHECK=1 in front."
  } >&2
  exit 1
}

if [ "$domain" != "$configured_domain" ] && [ "${MAKAZI_SKIP_DNS_CHECK:-}" != 1 ]; then
  step "The domain's DNS"
  check_dns
  echo "$domain points at this server."
fi

step "Packages: Caddy, the tools to build the site, and the database clients"
# A fresh server's package lists may be empty: read them first.
DEBIAN_FRONTEND=noninteractive "$apt_get" update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive "$apt_get" install -y -qq \
  caddy ca-certificates curl git nodejs npm postgresql-client sqlite3 >/dev/null

if "$ufw" status 2>/dev/null | grep -q '^Status: active'; then
  step "The firewall: HTTP and HTTPS let in"
  "$ufw" allow 80 >/dev/null
  "$ufw" allow 443 >/dev/null
fi

step "The makazi user and its folders"
if ! id -u "$user" >/dev/null 2>&1; then
  useradd --system --home-dir /var/lib/makazi --shell /usr/sbin/nologin "$user"
fi
install -d -m 755 "$app_dir" "$app_dir/releases"
install -d -m 750 -o "$user" -g "$user" "$data_dir" "$data_dir/media"
install -d -m 700 -o "$user" -g "$user" "$backup_dir"
install -d -m 755 "$config_dir"

step "The settings in $env_file"
if [ -f "$env_file" ]; then
  echo "Kept as it is; edit it to change a setting, then run this again."
else
  umask 077
  cat >"$env_file" <<SETTINGS
# Makazi's settings, read by every instance (makazi@PORT) and the backup; see docs/running.md.
NODE_ENV=production
PUBLIC_BASE_URL=https://$domain
# Caddy is the one proxy in front: believe its X-Forwarded-For and X-Forwarded-Proto.
TRUST_PROXY=1
DATABASE_URL=file:/var/lib/makazi/makazi.sqlite
MEDIA_DIR=/var/lib/makazi/media
DEMO_SEED=false
# PORT and HOST are each instance's own (makazi@PORT): do not set them here.
# How many instances run, on ports 3001, 3002…; run install.sh again after changing it.
MAKAZI_INSTANCES=${instances:-1}
# Backups kept in /var/backups/makazi, one a night.
BACKUP_KEEP=14
# E-mail to the office and search alerts: the mail provider's SMTP relay.
#SMTP_URL=smtps://office%40$domain:PASSWORD@mail.provider.example:465
#MAIL_FROM=Makazi <no-reply@$domain>
SETTINGS
  umask 022
  # Root's alone: systemd reads it for the services.
  chmod 600 "$env_file"
fi
if [ -n "$instances" ]; then
  sed -i "s/^MAKAZI_INSTANCES=.*/MAKAZI_INSTANCES=$instances/" "$env_file"
fi
instances="$(setting "$env_file" MAKAZI_INSTANCES)"
instances="${instances:-1}"
ports=()
for ((i = 0; i < instances; i++)); do ports+=("$((first_port + i))"); done

# Only the first run has no current release.
first_install=0
[ -L "$app_dir/current" ] || first_install=1

show_administrator() {
  echo "Sign in at https://$domain/admin as $email with the password: $admin_password"
  echo "It is shown only now: sign in and choose your own under Change password. If it is lost:"
  echo "  cd /opt/makazi/current && sudo -u makazi env HOME=/var/lib/makazi \\"
  echo "    \$(sudo grep '^DATABASE_URL=' /etc/makazi/env) npm run admin -- reset-password --email $email"
}

step "Building the site from $source_dir"
release="$app_dir/releases/$(date -u +%Y%m%dT%H%M%S.%NZ)"
install -d -m 755 "$release"
# The checkout's own files, as they are now: no build output, data or local settings.
git -C "$source_dir" ls-files -z | tar -C "$source_dir" --null -T - -cf - | tar -C "$release" -xf -
# npm ci brings Node.js 24 as a package (docs/decisions/002); the build runs on it.
(cd "$release" && "$npm" ci --no-audit --no-fund && "$npm" run build)
chmod -R go-w "$release"

# The administrator is created right before the first release becomes current, so that a
# run failing later still shows the password, and the next run, an upgrade, does not create
# the account again.
if [ "$first_install" -eq 1 ]; then
  step "The first administrator"
  admin_password="$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')"
  # The administrator's password goes through the environment, never the command line.
  (cd "$release" && ADMIN_PASSWORD="$admin_password" PATH="$release/node_modules/.bin:$PATH" \
    as_user tsx scripts/admin.ts create --email "$email" --database "file:$data_dir/makazi.sqlite")
  show_administrator
  trap 'if [ $? -ne 0 ]; then show_administrator >&2; fi' EXIT
fi
ln -sfn "$release" "$app_dir/current.new"
mv -T "$app_dir/current.new" "$app_dir/current"

step "Services: makazi@PORT for each instance, the nightly backup, and Caddy"
install -d -m 755 "$unit_dir" "$root/etc/caddy" "$unit_dir/caddy.service.d"
install -m 644 "$source_dir/deploy/makazi@.service" "$source_dir/deploy/makazi-backup.service" \
  "$source_dir/deploy/makazi-backup.timer" "$unit_dir/"
install -m 644 "$source_dir/deploy/Caddyfile" "$root/etc/caddy/Caddyfile"
upstreams=""
for port in "${ports[@]}"; do upstreams="$upstreams 127.0.0.1:$port"; done
cat >"$config_dir/caddy.env" <<CADDY
MAKAZI_DOMAIN=$domain
MAKAZI_ACME_EMAIL=$email
MAKAZI_UPSTREAMS=${upstreams# }
CADDY
printf '[Service]\nEnvironmentFile=/etc/makazi/caddy.env\n' >"$unit_dir/caddy.service.d/makazi.conf"

"$systemctl" daemon-reload
"$systemctl" enable caddy makazi-backup.timer "${ports[@]/#/makazi@}"

# Waits until the instance on `port` says it is ready, for up to two minutes.
wait_until_ready() {
  for _ in $(seq 1 240); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$1/readyz"; then return 0; fi
    sleep 0.5
  done
  echo "makazi@$1 did not become ready: journalctl -u makazi@$1" >&2
  return 1
}

if [ "$start" -eq 1 ]; then
  step "Starting, one instance at a time"
  for port in "${ports[@]}"; do
    "$systemctl" restart "makazi@$port"
    wait_until_ready "$port"
    echo "makazi@$port is ready"
  done
  # Instances beyond MAKAZI_INSTANCES, left from a larger setting, are stopped after Caddy
  # stops sending to them.
  "$systemctl" reload-or-restart caddy
  for unit in $("$systemctl" list-units --all --plain --no-legend 'makazi@*.service' |
    grep -o 'makazi@[0-9]*\.service'); do
    port="${unit#makazi@}"
    port="${port%.service}"
    if [ "$port" -ge "$((first_port + instances))" ]; then
      "$systemctl" disable --now "$unit"
    fi
  done
  "$systemctl" start makazi-backup.timer
else
  echo "Not started (--no-start)."
fi

# Older releases beyond the last three are removed; the one before stays for going back.
find "$app_dir/releases" -mindepth 1 -maxdepth 1 -type d | sort | head -n -3 | xargs -r rm -rf

echo
echo "Makazi is at https://$domain (release $(basename "$release"), ${#ports[@]} instance(s))."
if [ -z "$(setting "$env_file" SMTP_URL)" ]; then
  echo "E-mail is off: set SMTP_URL and MAIL_FROM in $env_file before going live (docs/deploy.md)."
fi
if [ "$first_install" -eq 1 ]; then show_administrator; fi
