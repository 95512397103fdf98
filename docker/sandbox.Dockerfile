# The sandbox: the Care API and identity provider stand-in, seeded with generated data.
# Build from the repository root:  docker build -f docker/sandbox.Dockerfile -t luminate-sandbox .

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=4100 \
    SANDBOX_HUB_PORT=4101 \
    SANDBOX_DATA_DIR=/data/pglite
# Without DATABASE_URL the sandbox keeps an embedded PGlite database here (mount a volume to keep it).
RUN mkdir -p /data && chown node:node /data
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY schema/ schema/
COPY sandbox/ sandbox/
USER node
EXPOSE 4100 4101
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.SANDBOX_PORT||4100)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "sandbox/src/main.ts"]
