import { lazy, Suspense, useId, useState } from 'react';
import { EMAIL_MAX, NAME_MAX, OFFICE_MAX } from '@roombook/domain/constants';
import { CONFIRM, ERRORS } from '@roombook/domain/messages';
import { roleLabel, type Role } from '@roombook/domain/roles';
import { Alert } from '../../Alert/Alert';
import { Avatar } from '../../Avatar/Avatar';
import { Button } from '../../Button/Button';
import { Checkbox } from '../../Checkbox/Checkbox';
import { ConfirmDialog } from '../../ConfirmDialog/ConfirmDialog';
import { FormErrorList } from '../../FieldError/FormErrorList';
import { PhoneField } from '../../PhoneField/PhoneField';
import { Select } from '../../Select/Select';
import { Spinner } from '../../Spinner/Spinner';
import { TextField } from '../../TextField/TextField';
import type { FieldState, FormScreenProps, SecretFieldState } from '../shared/form';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import * as s from './ProfileScreen.css';

/** The image cropper is a chunk of its own, fetched when the user asks to update the image. */
const loadImageUpload = () => import('../../ImageUpload/ImageUpload');
const ImageUpload = lazy(() => loadImageUpload().then((module) => ({ default: module.ImageUpload })));

/** The screen's own texts (the spec names the parts, §2, and gives the messages, which come from the domain). */
export const PROFILE_TEXTS = {
  heading: 'Profile',
  noCompany: 'No company',
  updateImage: 'Update image',
  imageLabel: 'New profile image',
  pinHeading: 'PIN code',
  pinHelp: 'Your 4-digit PIN code for the front desk.',
  noPin: 'No PIN code yet',
  resetPin: 'Reset PIN',
  resetPinTitle: 'Reset PIN',
  formHeading: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  office: 'Office',
  mobile: 'Mobile',
  primaryLocation: 'Primary location',
  noPrimaryLocation: 'No primary location',
  noLocations: 'No locations found',
  notifications: 'Notifications',
  emailNotifications: 'Email notifications',
  smsNotifications: 'SMS notifications',
  newPassword: 'Change password',
  newPasswordHelp: 'Leave both fields empty to keep your current password.',
  submit: 'Save profile',
  loadingImage: 'Loading the image editor',
} as const;

/** The signed-in user as the profile shows them (GET /api/user/me: the web's loader, the stories' mocks). */
export interface ProfileScreenUser {
  firstName: string;
  lastName: string;
  role: Role;
  image: string | null;
  companyName: string | null;
  /** Their own 4-digit PIN (only this screen shows it), or null. */
  pinCode: string | null;
}

/** The fields of the profile form, named as the domain's ProfileFormSchema names them. */
export type ProfileFieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'office'
  | 'mobile'
  | 'primaryLocationId'
  | 'notificationSettings.email'
  | 'notificationSettings.sms';

export interface ProfileScreenProps extends FormScreenProps {
  user: ProfileScreenUser;
  /** The locations the user books in: the primary location's options. */
  locations: ReadonlyArray<{ id: number; name: string }>;
  /** Per field the value to show (a checkbox: 'on' when checked) and its errors. */
  fields?: Partial<Record<ProfileFieldName, FieldState>>;
  password?: SecretFieldState;
  confirmPassword?: SecretFieldState;
  /** Uploads the cropped image: resolved, the editor closes; rejected, its message shows under it. */
  onUploadImage: (image: Blob) => Promise<void>;
  /** Runs once 'Reset PIN' is confirmed; the dialog closes when it settles. */
  onResetPin: () => Promise<void>;
}

/** A checkbox's value as a form answers it: 'on' (conform, a plain post) or 'true'. */
const isChecked = (value: string | undefined) => value === 'on' || value === 'true';

/**
 * Profile (§2): the avatar with 'Update image' (choose, crop and upload: the 20 MB and JPG/PNG messages
 * come before anything is sent), name and company, the PIN card ('Reset PIN' after CONFIRM.resetPin),
 * and the profile form: first and last name, email, office, mobile, primary location, the email and SMS
 * notification flags and an optional new password with its confirmation (every §5 rule is the domain's
 * ProfileFormSchema).
 */
export function ProfileScreen({
  user,
  locations,
  fields = {},
  password,
  confirmPassword,
  onUploadImage,
  onResetPin,
  FormComponent = 'form',
  formProps,
  formErrors,
  isSubmitting = false,
}: ProfileScreenProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const formHeadingId = useId();
  const text = (name: ProfileFieldName) => ({ name, defaultValue: fields[name]?.defaultValue, errorMessage: fields[name]?.errors });
  const primaryLocation = fields.primaryLocationId?.defaultValue;

  return (
    <div>
      <h1 className={s.heading}>{PROFILE_TEXTS.heading}</h1>
      <div className={s.page}>
        <div className={s.side}>
          <PersonCard user={user} fullName={fullName} onUploadImage={onUploadImage} />
          <PinCard pinCode={user.pinCode} onResetPin={onResetPin} />
        </div>
        <section className={s.card} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className={s.cardHeading}>
            {PROFILE_TEXTS.formHeading}
          </h2>
          <FormComponent method="post" {...formProps} className={s.form}>
            <FormErrorList errors={formErrors} />
            <div className={s.row}>
              <TextField label={PROFILE_TEXTS.firstName} autoComplete="given-name" maxLength={NAME_MAX} isRequired {...text('firstName')} />
              <TextField label={PROFILE_TEXTS.lastName} autoComplete="family-name" maxLength={NAME_MAX} isRequired {...text('lastName')} />
            </div>
            <div className={s.row}>
              <TextField label={PROFILE_TEXTS.email} type="email" autoComplete="email" maxLength={EMAIL_MAX} isRequired {...text('email')} />
              <TextField label={PROFILE_TEXTS.office} maxLength={OFFICE_MAX} isRequired {...text('office')} />
            </div>
            <div className={s.row}>
              <PhoneField label={PROFILE_TEXTS.mobile} isRequired {...text('mobile')} />
              <Select
                label={PROFILE_TEXTS.primaryLocation}
                name="primaryLocationId"
                items={locations.map((location) => ({ id: location.id, label: location.name }))}
                defaultSelectedKey={primaryLocation ? Number(primaryLocation) : null}
                placeholder={PROFILE_TEXTS.noPrimaryLocation}
                emptyMessage={PROFILE_TEXTS.noLocations}
                errorMessage={fields.primaryLocationId?.errors}
              />
            </div>
            <fieldset className={s.group}>
              <legend className={s.legend}>{PROFILE_TEXTS.notifications}</legend>
              <Checkbox
                name="notificationSettings.email"
                defaultSelected={isChecked(fields['notificationSettings.email']?.defaultValue)}
                errorMessage={fields['notificationSettings.email']?.errors}
              >
                {PROFILE_TEXTS.emailNotifications}
              </Checkbox>
              <Checkbox
                name="notificationSettings.sms"
                defaultSelected={isChecked(fields['notificationSettings.sms']?.defaultValue)}
                errorMessage={fields['notificationSettings.sms']?.errors}
              >
                {PROFILE_TEXTS.smsNotifications}
              </Checkbox>
            </fieldset>
            <fieldset className={s.group}>
              <legend className={s.legend}>{PROFILE_TEXTS.newPassword}</legend>
              <p className={s.muted}>{PROFILE_TEXTS.newPasswordHelp}</p>
              <div className={s.row}>
                <NewPasswordFields password={password} confirmPassword={confirmPassword} isRequired={false} />
              </div>
            </fieldset>
            <div className={s.actions}>
              <Button type="submit" isPending={isSubmitting}>
                {PROFILE_TEXTS.submit}
              </Button>
            </div>
          </FormComponent>
        </section>
      </div>
    </div>
  );
}

/** The avatar, name, company and role, with the image editor behind 'Update image'. */
function PersonCard({
  user,
  fullName,
  onUploadImage,
}: {
  user: ProfileScreenUser;
  fullName: string;
  onUploadImage: (image: Blob) => Promise<void>;
}) {
  const [isEditing, setEditing] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (image: Blob) => {
    setUploading(true);
    setUploadError(null);
    try {
      await onUploadImage(image);
      setEditing(false);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : ERRORS.internal);
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={s.card} aria-label={fullName}>
      <div className={s.person}>
        <Avatar name={fullName} src={user.image} size="large" />
        <div className={s.personText}>
          <p className={s.personName}>{fullName}</p>
          <p className={s.muted}>{user.companyName ?? PROFILE_TEXTS.noCompany}</p>
          <p className={s.muted}>{roleLabel(user.role)}</p>
        </div>
      </div>
      {isEditing ? (
        <Suspense fallback={<Spinner label={PROFILE_TEXTS.loadingImage} />}>
          <ImageUpload
            label={PROFILE_TEXTS.imageLabel}
            cropShape="round"
            isPending={isUploading}
            onCropped={(image) => void upload(image)}
            onCancel={() => {
              setEditing(false);
              setUploadError(null);
            }}
          />
          {uploadError ? <Alert kind="error">{uploadError}</Alert> : null}
        </Suspense>
      ) : (
        <div className={s.cardActions}>
          <Button variant="secondary" onHoverStart={() => void loadImageUpload()} onPress={() => setEditing(true)}>
            {PROFILE_TEXTS.updateImage}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The PIN (§2: 4 digits) and 'Reset PIN', which asks first. */
function PinCard({ pinCode, onResetPin }: { pinCode: string | null; onResetPin: () => Promise<void> }) {
  const headingId = useId();
  const [isConfirming, setConfirming] = useState(false);
  const [isResetting, setResetting] = useState(false);

  const reset = async () => {
    setResetting(true);
    try {
      await onResetPin();
    } catch {
      // The caller reports the failure (a toast); the PIN stays as it was.
    } finally {
      setResetting(false);
      setConfirming(false);
    }
  };

  return (
    <section className={s.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.cardHeading}>
        {PROFILE_TEXTS.pinHeading}
      </h2>
      <p className={s.muted}>{PROFILE_TEXTS.pinHelp}</p>
      {pinCode ? <p className={s.pin}>{pinCode}</p> : <p className={s.muted}>{PROFILE_TEXTS.noPin}</p>}
      <div className={s.cardActions}>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {PROFILE_TEXTS.resetPin}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={PROFILE_TEXTS.resetPinTitle}
        message={CONFIRM.resetPin}
        confirmLabel={PROFILE_TEXTS.resetPin}
        isPending={isResetting}
        onConfirm={() => void reset()}
      />
    </section>
  );
}
