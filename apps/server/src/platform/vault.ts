import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Aadhaar numbers at rest: AES-256-GCM ciphertext, a keyed HMAC for uniqueness look-ups, and the
 * last four digits for display ('XXXX XXXX 1234'). The key is VAULT_KEY (required in production)
 * or, for a local run, a key generated once into DATA_DIR/vault.key.
 */
export type Vault = {
  seal: (aadhaar: string) => { lookupHash: string; ciphertext: string; last4: string };
  open: (ciphertext: string) => string;
  lookupHash: (aadhaar: string) => string;
};

const vaults = new Map<string, Vault>();

export function vaultFor(config: Pick<Config, 'vaultKey' | 'dataDir'>): Vault {
  const id = config.vaultKey ? `key:${config.vaultKey}` : `dir:${config.dataDir}`;
  let vault = vaults.get(id);
  if (!vault) {
    vault = createVault(masterKey(config));
    vaults.set(id, vault);
  }
  return vault;
}

const derivedKeys = new Map<string, Buffer>();

/**
 * A 32-byte server secret for another use (e.g. the OTP HMAC), derived from the same master key
 * with its own label, so one VAULT_KEY (or DATA_DIR/vault.key) serves all processes.
 */
export function derivedKey(config: Pick<Config, 'vaultKey' | 'dataDir'>, label: string): Buffer {
  const id = `${config.vaultKey ? `key:${config.vaultKey}` : `dir:${config.dataDir}`}:${label}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', masterKey(config), Buffer.alloc(0), label, 32));
    derivedKeys.set(id, key);
  }
  return key;
}

function masterKey(config: Pick<Config, 'vaultKey' | 'dataDir'>): Buffer {
  return config.vaultKey ? Buffer.from(config.vaultKey, 'hex') : keyFromDataDir(config.dataDir);
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, 'vault.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first key.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} must hold 64 hex characters`);
  return Buffer.from(hex, 'hex');
}

export function createVault(masterKey: Buffer): Vault {
  // Separate keys for encryption and look-up, derived from the one master key.
  const encKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'aadhaar-encryption', 32));
  const macKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'aadhaar-lookup', 32));
  const lookupHash = (aadhaar: string) => createHmac('sha256', macKey).update(aadhaar).digest('hex');
  return {
    lookupHash,
    seal(aadhaar) {
      return { lookupHash: lookupHash(aadhaar), ciphertext: encrypt(encKey, aadhaar), last4: aadhaar.slice(-4) };
    },
    open: (ciphertext) => decrypt(encKey, ciphertext),
  };
}

/** AES-256-GCM: 'v1.<iv>.<tag>.<ciphertext>', base64 parts. */
function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64'))).join('.');
}

function decrypt(key: Buffer, ciphertext: string): string {
  const [version, iv, tag, body] = ciphertext.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown vault format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

/** Any other secret sealed at rest (bank account numbers): seal to ciphertext, open back. */
export type SecretBox = { seal: (plain: string) => string; open: (ciphertext: string) => string };

/**
 * A box for one kind of secret, under its own key derived from the master key with `label`, so a
 * leaked ciphertext of one kind cannot be opened as another (Aadhaar keeps `createVault`).
 */
export function secretBox(config: Pick<Config, 'vaultKey' | 'dataDir'>, label: string): SecretBox {
  const key = derivedKey(config, `${label}-encryption`);
  return { seal: (plain) => encrypt(key, plain), open: (ciphertext) => decrypt(key, ciphertext) };
}
