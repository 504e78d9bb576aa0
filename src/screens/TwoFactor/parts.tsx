import type { FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Form } from '../../components/Layout';
import { OTP_LENGTH, OtpInput } from '../../components/OtpInput';
import type { Enrolment } from './useTwoFactor';

/**
 * The errors of this step: an alert with the words for the error type; what was typed stays. The message is already
 * this step's text in the element's language (errorText.ts), so the banner gets no type to reword it by.
 */
export function StepError({ tf }: { tf: Pick<Enrolment, 'error'> }) {
  return tf.error ? <Banner key={tf.error.id} variant="error" message={tf.error.message} /> : null;
}

/** The six-digit code: a form, so Enter submits; the sixth digit (typed or pasted) submits too. */
export function CodeForm({
  tf,
  onSubmit,
  describedBy,
}: {
  tf: Pick<Enrolment, 'code' | 'setCode' | 'busy' | 'error' | 'texts' | 'focusRequest'>;
  onSubmit(code: string): void;
  describedBy: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tf.code.length === OTP_LENGTH) onSubmit(tf.code);
  };
  return (
    <Form onSubmit={submit} noValidate>
      <OtpInput
        value={tf.code}
        onChange={tf.setCode}
        onComplete={onSubmit}
        disabled={tf.busy}
        invalid={Boolean(tf.error)}
        label={tf.texts.codeLabel}
        describedBy={describedBy}
        focusRequest={tf.focusRequest}
      />
      <Button
        type="submit"
        loading={tf.busy}
        loadingLabel={tf.texts.verifying}
        disabled={tf.code.length !== OTP_LENGTH}
        part="second-factor-submit"
      >
        {tf.texts.verify}
      </Button>
    </Form>
  );
}
