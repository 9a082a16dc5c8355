import { useEffect, useRef, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, ErrorState, Header, InfoCard, SkeletonList, TextField, useBack } from '@dolbom/shared-ui';
import { api, userKey } from '@dolbom/shared-api';
import {
  ACCOUNT_MESSAGES,
  birthYearFieldSchema,
  formatPhone,
  updateProfileRequestSchema,
  type Address,
  type Profile,
} from '@dolbom/shared-api/contracts';
import { AddressFinder } from '../../features/address/address-finder';
import { PickedValue } from '../signup/picked-value';
import { SETTINGS_TEXT as T } from './messages';
import { PhotoSection } from './photo-section';
import { Body } from './settings-page';
import { fieldErrors, requestErrors, withoutError } from './form-errors';
import { Form, FormError } from './form-parts';

const profileKey = '/api/user/profile';

/** 내 정보 수정: name and phone, and a caregiver's address and 출생 연도, by the sign-up rules (the same
 * schema as the server). */
export function EditProfilePage() {
  const back = useBack('/settings');
  const { data, error, mutate: reload } = useSWR<Profile>(profileKey);
  return (
    <>
      <Header title={T.profile} onBack={back} />
      <Body>
        {data ? (
          <ProfileForm profile={data} />
        ) : error ? (
          <ErrorState message={T.profileLoadFailed} onRetry={() => void reload()} />
        ) : (
          <SkeletonList count={2} />
        )}
      </Body>
    </>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState({ name: profile.name, phone: profile.phone });
  // Only a caregiver has an address; she is asked her 출생 연도 too (null until she gives it).
  const isCaregiver = profile.address !== null;
  const [birthYear, setBirthYear] = useState(
    typeof profile.birthYear === 'number' ? String(profile.birthYear) : '',
  );
  // A new address only when the caregiver picked one; the server places it like at sign-up.
  const [address, setAddress] = useState<Address | undefined>();
  const [finding, setFinding] = useState(false);
  const shownAddress = address ?? profile.address;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => setSaved(false), [form, address, birthYear]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const year = isCaregiver ? birthYearFieldSchema.safeParse(birthYear) : undefined;
    const parsed = updateProfileRequestSchema.safeParse({
      ...form,
      ...(address ? { address } : {}),
      ...(year?.success ? { birthYear: year.data } : {}),
    });
    if (!parsed.success || (year && !year.success)) {
      return setErrors({
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(year && !year.success ? { birthYear: year.error.issues[0]?.message ?? '' } : {}),
      });
    }
    inFlight.current = true;
    setSaving(true);
    setErrors({});
    try {
      const next = await api.patch<Profile>(profileKey, parsed.data);
      await mutate(profileKey, next, { revalidate: false });
      setAddress(undefined);
      // The name shows on the home header and 내 정보.
      void mutate(userKey);
      setSaved(true);
    } catch (err) {
      console.error(err);
      setErrors(requestErrors(err, T.profileFailed));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return (
    <>
      {profile.address && <PhotoSection profileKey={profileKey} url={profile.profileImage} />}
      <Form onSubmit={onSubmit} noValidate aria-label={T.profile}>
        <TextField label={T.loginId} name="loginId" value={profile.loginId} readOnly disabled />
        <TextField
          label={T.name}
          name="name"
          autoComplete="name"
          placeholder="한글 10자 이내"
          maxLength={10}
          value={form.name}
          onChange={(e) => {
            setForm((f) => ({ ...f, name: e.target.value }));
            setErrors(withoutError('name'));
          }}
          error={errors.name}
        />
        {isCaregiver && (
          <TextField
            label={T.birthYear}
            name="birthYear"
            inputMode="numeric"
            autoComplete="bday-year"
            placeholder="예: 1962"
            maxLength={4}
            value={birthYear}
            onChange={(e) => {
              setBirthYear(e.target.value.replace(/\D/g, '').slice(0, 4));
              setErrors(withoutError('birthYear'));
            }}
            error={errors.birthYear}
          />
        )}
        <TextField
          label={T.phone}
          name="phone"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          maxLength={13}
          value={form.phone}
          onChange={(e) => {
            setForm((f) => ({ ...f, phone: formatPhone(e.target.value) }));
            setErrors(withoutError('phone'));
          }}
          error={errors.phone}
        />
        {shownAddress && (
          <PickedValue
            label={T.address}
            value={
              <>
                {shownAddress.zonecode && `(${shownAddress.zonecode}) `}
                {shownAddress.roadAddress}
              </>
            }
            action={T.addressChange}
            onAction={() => setFinding(true)}
            error={errors.address}
          />
        )}
        {errors.form && <FormError role="alert">{errors.form}</FormError>}
        <div role="status">{saved && <InfoCard title={ACCOUNT_MESSAGES.profileSaved} />}</div>
        <Button type="submit" loading={saving}>
          {T.save}
        </Button>
      </Form>
      <AddressFinder
        open={finding}
        onClose={() => setFinding(false)}
        onSelect={(picked) => {
          setAddress(picked);
          setErrors(({ address: _dropped, ...rest }) => rest);
          setFinding(false);
        }}
      />
    </>
  );
}
