import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import type { MessageRecord } from '../store/types';
import { newId } from './ids';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
}

/** "Sends" an email: stores it for the dev inbox. Nothing ever leaves the machine. */
export function sendEmail(deps: Deps, project: ProjectConfig, email: OutgoingEmail): MessageRecord {
  const message: MessageRecord = {
    id: newId.message(),
    project_id: project.project_id,
    channel: 'email',
    to: email.to,
    from: `${project.project_name} <login@${project.email_domains[0] ?? 'idp-elements.localhost'}>`,
    subject: email.subject,
    text: email.text,
    link: email.link ?? null,
    code: email.code ?? null,
    created_at: deps.clock.now(),
  };
  deps.store.messages.add(message);
  deps.notice(`email to ${email.to}: "${email.subject}" (see the dev inbox)`);
  return message;
}

export interface OutgoingText {
  channel: 'sms' | 'whatsapp';
  /** E.164. */
  to: string;
  text: string;
  code?: string;
}

const TEXT_CHANNEL = { sms: 'SMS', whatsapp: 'WhatsApp message' } as const;

/** "Sends" an SMS or WhatsApp message: stores it for the dev inbox (no subject: texts have none). Never leaves. */
export function sendText(deps: Deps, project: ProjectConfig, message: OutgoingText): MessageRecord {
  const record: MessageRecord = {
    id: newId.message(),
    project_id: project.project_id,
    channel: message.channel,
    to: message.to,
    from: project.project_name,
    subject: '',
    text: message.text,
    link: null,
    code: message.code ?? null,
    created_at: deps.clock.now(),
  };
  deps.store.messages.add(record);
  deps.notice(`${TEXT_CHANNEL[message.channel]} to ${message.to} (see the dev inbox)`);
  return record;
}
