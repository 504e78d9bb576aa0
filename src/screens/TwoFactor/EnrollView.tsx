import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { FORCED, v } from '../../theme/cssVars';
import { CodeForm, StepError } from './parts';
import { groupedKey, safeQrCode } from './twoFactorApi';
import type { Enrolment } from './useTwoFactor';

const Qr = styled.img`
  display: block;
  width: 176px;
  height: 176px;
  margin: 0 auto;
  image-rendering: pixelated;
  /* A light square around the code in every theme: scanners need dark on light. */
  background: #fff;
  padding: 8px;
  border-radius: 8px;
`;

const Key = styled.code`
  display: block;
  padding: 10px 12px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 15px;
  letter-spacing: 0.04em;
  text-align: center;
  overflow-wrap: anywhere;
  color: ${v('colors', 'primary')};
  background: color-mix(in srgb, ${v('colors', 'primary')} 6%, transparent);
  border: 1px solid ${v('inputs', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  user-select: all;
  ${FORCED} {
    border-color: CanvasText;
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px 16px;
  margin: 0;
  padding: 12px 16px;
  list-style: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 15px;
  text-align: center;
  color: ${v('colors', 'primary')};
  border: 1px solid ${v('inputs', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  @media (max-width: 360px) {
    grid-template-columns: 1fr;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: ${v('typography', 'fontSize')};
  color: ${v('colors', 'primary')};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${v('colors', 'primary')};
  }
`;

/** Copies `text`; says "Copied!" on the button for a moment (a refused clipboard leaves the text selectable). */
function useCopy(): [string | null, (what: string, text: string) => void] {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (what: string, text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(what);
        setTimeout(() => setCopied((c) => (c === what ? null : c)), 2000);
      },
      () => undefined,
    );
  };
  return [copied, copy];
}

/** Enrolment: scan the QR code or type the key, then confirm with the app's first code. */
export function EnrollView({ tf }: { tf: Enrolment }) {
  const { texts, enrolment } = tf;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const promptId = useId();
  const [copied, copy] = useCopy();
  const qr = enrolment ? safeQrCode(enrolment.qr_code) : null;
  return (
    <>
      <Heading ref={heading} tabIndex={-1} part="heading">
        {texts.enrollTitle}
      </Heading>
      <Column $gap={16}>
        <Text>{texts.enrollScan}</Text>
        {qr ? <Qr src={qr} alt={texts.qrAlt} data-testid="totp-qr" /> : null}
        <Text $tone="secondary">{texts.enrollKey}</Text>
        <Key data-testid="totp-key">{groupedKey(enrolment?.secret ?? '')}</Key>
        <Button variant="secondary" onClick={() => copy('key', enrolment?.secret ?? '')}>
          {copied === 'key' ? texts.copied : texts.copyKey}
        </Button>
        <Text id={promptId}>{texts.enrollConfirm}</Text>
        <StepError tf={tf} />
        <CodeForm tf={tf} onSubmit={(code) => void tf.confirmEnrolment(code)} describedBy={promptId} />
      </Column>
    </>
  );
}

/** The recovery codes, shown once: copy, download as a text file, "I have saved these codes", continue. */
export function CodesView({ tf }: { tf: Enrolment }) {
  const { texts } = tf;
  const { client } = useWidget();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [saved, setSaved] = useState(false);
  const [copied, copy] = useCopy();
  const codes = tf.enrolment?.recovery_codes ?? [];
  const asText = `${texts.recoveryFileTitle}\n${new URL(client.apiUrl).host}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <Heading ref={heading} tabIndex={-1} part="heading">
        {texts.codesTitle}
      </Heading>
      <Column $gap={16}>
        <Text>{texts.codesText}</Text>
        <Codes data-testid="recovery-codes" dir="ltr">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Row>
          <Button variant="secondary" onClick={() => copy('codes', codes.join('\n'))}>
            {copied === 'codes' ? texts.copied : texts.copyCodes}
          </Button>
          <Button variant="secondary" onClick={download}>
            {texts.downloadCodes}
          </Button>
        </Row>
        <Check>
          <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
          {texts.saved}
        </Check>
        <Button disabled={!saved} onClick={tf.finishEnrolment} part="second-factor-continue">
          {texts.continue}
        </Button>
      </Column>
    </>
  );
}
