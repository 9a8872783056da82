import { EMAIL_MAX, NAME_MAX, OFFICE_MAX } from '@roombook/domain/constants';
import { roleLabel, type Role } from '@roombook/domain/roles';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { needsOffice } from '@roombook/domain/users/schemas';
import { Button } from '../../Button/Button';
import { Checkbox } from '../../Checkbox/Checkbox';
import { ConfirmDialog } from '../../ConfirmDialog/ConfirmDialog';
import { useConfirmedRun } from '../../ConfirmDialog/useConfirmedRun';
import { PhoneField } from '../../PhoneField/PhoneField';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { AvatarCard, DETAILS_PAGE_TEXTS, DetailsCard, DetailsFormCard, DetailsCardActions, DetailsFormRow, DetailsNote, DetailsPage } from '../shared/DetailsPage';
import type { FieldState, FormScreenProps, SecretFieldState } from '../shared/form';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { CalendarFeedsCard } from './CalendarFeedsCard';
import type { CalendarLinks } from '@roombook/domain/calendar-feeds/schemas';
import * as s from './ProfileScreen.css';

/** The screen's own texts (the spec names the parts, §2, and gives the messages, which come from the domain). */
export const PROFILE_TEXTS = {
  heading: 'Profile',
  noCompany: 'No company',
  updateImage: DETAILS_PAGE_TEXTS.updateImage,
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
  /** Under Office for a user without a company, who need not give one (docs/decisions/086). */
  officeOptional: 'Optional: only the users of a company have an office',
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

/** The fields of the profile form, named as the domain's profileFormSchema names them. */
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
  /** The user's calendar feed addresses (docs/decisions/105), or null when they could not be read. */
  calendarLinks: CalendarLinks | null;
  /** Runs once 'Reset addresses' is confirmed; the dialog closes when it settles. */
  onResetCalendarLinks: () => Promise<void>;
}

/** A checkbox's value as a form answers it: 'on' (conform, a plain post) or 'true'. */
const isChecked = (value: string | undefined) => value === 'on' || value === 'true';

/**
 * Profile (§2): the avatar with 'Update image' (choose, crop and upload: the 20 MB and JPG/PNG messages
 * come before anything is sent), name and company, the PIN card ('Reset PIN' after USER_MESSAGES.confirmResetPin),
 * and the profile form: first and last name, email, office (required of a company's users only, optional
 * and said so for the others: docs/decisions/086), mobile, primary location, the email and SMS notification
 * flags and an optional new password with its confirmation (every §5 rule is the domain's profileFormSchema
 * of the user's role).
 */
export function ProfileScreen({
  user,
  locations,
  fields = {},
  password,
  confirmPassword,
  onUploadImage,
  onResetPin,
  calendarLinks,
  onResetCalendarLinks,
  ...form
}: ProfileScreenProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const text = (name: ProfileFieldName) => ({ name, defaultValue: fields[name]?.defaultValue, errorMessage: fields[name]?.errors });
  const primaryLocation = fields.primaryLocationId?.defaultValue;

  return (
    <DetailsPage
      heading={PROFILE_TEXTS.heading}
      side={
        <>
          <AvatarCard
            name={fullName}
            image={user.image}
            lines={[user.companyName ?? PROFILE_TEXTS.noCompany, roleLabel(user.role)]}
            imageLabel={PROFILE_TEXTS.imageLabel}
            cropShape="round"
            onUploadImage={onUploadImage}
          />
          <PinCard pinCode={user.pinCode} onResetPin={onResetPin} />
        </>
      }
    >
      <DetailsFormCard heading={PROFILE_TEXTS.formHeading} submitLabel={PROFILE_TEXTS.submit} {...form}>
        <DetailsFormRow>
          <TextField label={PROFILE_TEXTS.firstName} autoComplete="given-name" maxLength={NAME_MAX} isRequired {...text('firstName')} />
          <TextField label={PROFILE_TEXTS.lastName} autoComplete="family-name" maxLength={NAME_MAX} isRequired {...text('lastName')} />
        </DetailsFormRow>
        <DetailsFormRow>
          <TextField label={PROFILE_TEXTS.email} type="email" autoComplete="email" maxLength={EMAIL_MAX} isRequired {...text('email')} />
          {needsOffice(user.role) ? (
            <TextField label={PROFILE_TEXTS.office} maxLength={OFFICE_MAX} isRequired {...text('office')} />
          ) : (
            <TextField label={PROFILE_TEXTS.office} maxLength={OFFICE_MAX} description={PROFILE_TEXTS.officeOptional} {...text('office')} />
          )}
        </DetailsFormRow>
        <DetailsFormRow>
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
        </DetailsFormRow>
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
          <DetailsNote>{PROFILE_TEXTS.newPasswordHelp}</DetailsNote>
          <DetailsFormRow>
            <NewPasswordFields password={password} confirmPassword={confirmPassword} isRequired={false} />
          </DetailsFormRow>
        </fieldset>
      </DetailsFormCard>
      <CalendarFeedsCard links={calendarLinks} onReset={onResetCalendarLinks} />
    </DetailsPage>
  );
}

/** The PIN (§2: 4 digits) and 'Reset PIN', which asks first. */
function PinCard({ pinCode, onResetPin }: { pinCode: string | null; onResetPin: () => Promise<void> }) {
  const { isConfirming, setConfirming, isPending, confirm } = useConfirmedRun(onResetPin);

  return (
    <DetailsCard heading={PROFILE_TEXTS.pinHeading}>
      <DetailsNote>{PROFILE_TEXTS.pinHelp}</DetailsNote>
      {pinCode ? <p className={s.pin}>{pinCode}</p> : <DetailsNote>{PROFILE_TEXTS.noPin}</DetailsNote>}
      <DetailsCardActions>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {PROFILE_TEXTS.resetPin}
        </Button>
      </DetailsCardActions>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={PROFILE_TEXTS.resetPinTitle}
        message={USER_MESSAGES.confirmResetPin}
        confirmLabel={PROFILE_TEXTS.resetPin}
        isPending={isPending}
        onConfirm={() => void confirm()}
      />
    </DetailsCard>
  );
}
