import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/Layout';
import { Input } from '../../components/Input';
import { useWidget } from '../../kit/context';
import { accountApi } from '../api';
import { Section, Status, useAccountMessages, useAction, useUser } from '../kit';

/** Profile: first, middle and last name (`PUT /users/me`). Not a sensitive change: no step-up. */
export function ProfileSection() {
  const m = useAccountMessages();
  const { client, emit } = useWidget();
  const user = useUser();
  const [name, setName] = useState(() => ({
    first_name: user?.name.first_name ?? '',
    middle_name: user?.name.middle_name ?? '',
    last_name: user?.name.last_name ?? '',
  }));
  const { pending, error, notice, setNotice, run } = useAction<'save'>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('save', async () => {
      const trimmed = {
        first_name: name.first_name.trim(),
        middle_name: name.middle_name.trim(),
        last_name: name.last_name.trim(),
      };
      await accountApi(client).updateName(trimmed);
      setName(trimmed);
      setNotice(m.nameSaved);
      emit('account_updated', { section: 'profile', action: 'saved' });
    });
  };
  const field = (key: keyof typeof name, label: string, autoComplete: string) => (
    <Input
      label={label}
      name={key}
      autoComplete={autoComplete}
      maxLength={200}
      value={name[key]}
      onChange={(e) => setName((n) => ({ ...n, [key]: e.target.value }))}
      readOnly={pending !== null}
    />
  );
  return (
    <Section id="profile" title={m.profileTitle}>
      <Form onSubmit={onSubmit} noValidate part="form profile-form">
        {field('first_name', m.firstName, 'given-name')}
        {field('middle_name', m.middleName, 'additional-name')}
        {field('last_name', m.lastName, 'family-name')}
        <Button type="submit" loading={pending === 'save'} loadingLabel={m.save}>
          {m.save}
        </Button>
      </Form>
      <Status error={error} notice={notice} />
    </Section>
  );
}
