// The run command's mail catcher (maildev, @shop/launcher's startMailCatcher) in a process of its
// own, so bench/load/rush.mjs counts its CPU apart: node rush-mail-catcher.mjs <smtp port> <web port>.
import { startMailCatcher } from '@shop/launcher';

const [smtpPort, webPort] = process.argv.slice(2).map(Number);
const catcher = await startMailCatcher({ smtpPort, webPort });
process.stdout.write(`mail catcher ready: ${catcher.smtpUrl}, inbox ${catcher.webUrl}\n`);
const stop = () => void catcher.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
