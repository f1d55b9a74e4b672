import { startServices } from '@fieldforce/services';
import { loadConfig, startGateway } from '@fieldforce/gateway';
const s = await startServices({ port: 0, token: 'tok', dataDir: '/tmp/pgl-close' });
const g = await startGateway(loadConfig({ PORT: '0', MAIN_API_URL: `${s.url}/main`, SETTINGS_API_URL: `${s.url}/settings`, TRANSFER_API_URL: `${s.url}/transfer`, API_TOKEN: 'tok', SESSION_SECRET: 'x'.repeat(40), LOG: process.env.L ?? 'off', WEB_DIST: process.env.W }));
process.on('SIGTERM', async () => { let t = Date.now(); await g.close(); console.log('gateway closed', Date.now() - t); await s.close(); console.log('svc closed'); process.exit(0); });
console.log('ready');
