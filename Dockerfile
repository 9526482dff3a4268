# Horse Club: the app built and the API server, in a production image.
# Build: docker build -t horse-club .   Run: see compose.yaml and docs/operations.md.

# --- build: every dependency, the app built to dist/ ---
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts && npm rebuild esbuild
COPY . .
RUN npm run build

# --- production dependencies only ---
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# --- the image: production dependencies, the server's source, the built app; not root ---
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data DIST_DIR=/app/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY server ./server
# the rules and texts the app, the office and the server share (the server imports nothing from src/):
COPY shared ./shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1's child of nothing: signals reach the server, which drains on SIGTERM
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/serve.ts"]
