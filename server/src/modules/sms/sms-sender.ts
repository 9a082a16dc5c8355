// SMS goes through this adapter. The local implementation "sends" by logging (ARCHITECTURE.md), keeps
// the last message per phone for tests, and with SMS_LOG_FILE appends each line to a file (e2e).
// A provider's adapter that sends over HTTP goes through the outbound guard, allowed its provider's host
// only: createGuardedFetch from ../outbound/guarded-fetch (docs/adr/0030).
import fs from 'node:fs';
import path from 'node:path';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export interface LocalSmsSender extends SmsSender {
  /** The last text sent to a phone (tests and local runs only). */
  last(phone: string): string | undefined;
}

export interface LocalSmsOptions {
  log?: (line: string) => void;
  file?: string | undefined;
}

export function createLocalSmsSender(opts: LocalSmsOptions = {}): LocalSmsSender {
  const lastByPhone = new Map<string, string>();
  return {
    async send(phone, text) {
      const line = `[SMS] ${phone} ${text}`;
      lastByPhone.set(phone, text);
      opts.log?.(line);
      if (opts.file) {
        await fs.promises.mkdir(path.dirname(opts.file), { recursive: true });
        await fs.promises.appendFile(opts.file, `${line}\n`, 'utf8');
      }
    },
    last: (phone) => lastByPhone.get(phone),
  };
}
