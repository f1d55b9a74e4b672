# syntax=docker/dockerfile:1
# The product's image: `npm run start:prod` (the gateway serving the built web client, and the embedded demo services
# when no upstream bases are configured) on production dependencies only. Configuration comes from the environment
# (.env.example lists every variable); nothing secret is built in. `node services/dist/main.js` runs the stand-in
# REST bases alone (compose.yaml does); `node dist/backup.js backup|restore <file>` backs the database up and restores
# it (docs/operating.md: on PGlite with the product stopped, on the same volume).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY services/package.json services/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY services/package.json services/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace gateway --workspace services && npm cache clean --force
COPY --from=build /app/dist dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/services/dist services/dist
COPY --from=build /app/web/dist web/dist
# What the compiled code reads at run time, where the sources keep it: the contract, the migrations, the demo
# seed's SQL and the web client's operation names (the metrics' labels).
COPY contract contract
COPY services/migrations services/migrations
COPY services/src/seed/*.sql services/src/seed/
COPY web/src/gql/graphql.ts web/src/gql/
# The embedded PGlite databases and the e-mail outbox (a volume in production, or DATABASE_URL and SMTP_URL).
RUN mkdir -p .data/outbox && chown -R 1000:1000 .data
USER 1000:1000
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 CMD ["node", "-e", \
  "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then((r) => process.exit(r.ok?0:1), () => process.exit(1))"]
CMD ["node", "dist/start.js"]
