# The Owner Portal as one image: `docker build --build-arg APP_VERSION=$(git describe --always) -t owner-portal .`
# then `docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… owner-portal` (docs/operations.md).
# Stop with a timeout above SHUTDOWN_GRACE_MS + 10 s of draining: `docker stop -t 30` (Docker's
# default 10 s would cut the drain short).

# --- build: every dependency, the SQLite driver compiled, the web app and the server bundled ---
FROM node:20-bookworm-slim AS build
# better-sqlite3 is compiled at install (its prebuilt binaries are not downloaded).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first, so a change to the sources does not redo the install layer.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild better-sqlite3
COPY . .
# The release name the health endpoints report (unset: the build's time; the context has no .git).
ARG APP_VERSION
# Then the dev dependencies go; better-sqlite3 keeps the binary compiled above.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- run: the bundle, the built web app and the production dependencies, as an unprivileged user ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/owner-portal
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
# Demo videos and PDFs, copied into storage when the demo data is seeded (SEED_DEMO).
COPY --from=build /app/apps/server/seed-media apps/server/seed-media
COPY --from=build /app/apps/web/dist apps/web/dist
# The image's files stay root's (read-only to the server); only DATA_DIR is the server's.
RUN mkdir -p /var/lib/owner-portal && chown node:node /var/lib/owner-portal
USER node
VOLUME /var/lib/owner-portal
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's command, so SIGTERM reaches the server (no npm, no shell in between).
CMD ["node", "apps/server/dist/server.js"]
