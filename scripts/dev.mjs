// Development: the API server (restarts on change) on :3001 and Vite with hot reload on :5173,
// which proxies /api, /Base and /region to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { CAPTCHA_TEST_MODE: '0', ...process.env, PORT: '3001', WEB_DIST: '/nonexistent' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
