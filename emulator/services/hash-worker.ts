/**
 * The worker thread that checks imported password hashes (services/password-import.ts `verifyImported`), so their
 * work (argon2 and bcrypt are JavaScript) never runs on the emulator's event loop. One message in, one out.
 */
import { parentPort } from 'node:worker_threads';
import { verifyImportedHere } from './password-import';

parentPort?.on('message', (message: { id: number; stored: string; password: string }) => {
  verifyImportedHere(message.stored, message.password).then(
    (ok) => parentPort?.postMessage({ id: message.id, ok }),
    () => parentPort?.postMessage({ id: message.id, ok: false }),
  );
});
parentPort?.postMessage({ ready: true });
