/**
 * The reception board (/reception, issue 29 §2, docs/decisions/103): our words, the spec has no board. No calls
 * and no zod: the board's screen reads them here without loading every call (docs/decisions/062).
 */
export const RECEPTION_BOARD_MESSAGES = {
  title: 'Reception',
  signInHeading: 'Sign in this reception',
  signInText: 'Choose the location of the reception and type the reception password.',
  location: 'Location',
  password: 'Reception password',
  signIn: 'Sign in',
  noReceptions: 'No location has a reception yet',
  /** `POST /api/reception-board/sign-in`: no reception at that location has that password (one answer for both). */
  signInFailed: 'Wrong location or reception password',
  signedOut: 'The reception is signed out',
  signOut: 'Sign out reception',
  signOutConfirm: 'Sign out this reception? Staff will need the reception password to sign it in again.',
  /** The web's answer to a token the API no longer takes (a new password, a deleted reception). */
  sessionEnded: 'This reception was signed out. Please sign it in again',
  today: (location: string) => `Today at ${location}`,
  now: 'Now',
  next: 'Next',
  nothingNow: 'No meeting is going on',
  nothingNext: 'No more meetings today',
  noMeetings: 'No meetings today',
  meetings: 'Today’s meetings',
  room: 'Room',
  time: 'Time',
  company: 'Company',
  host: 'Host',
  guests: 'Guests',
  meeting: 'Meeting',
  wifiHeading: 'Wifi for guests',
  wifiName: 'Network',
  wifiPassword: 'Password',
  wifiScan: 'Point your phone’s camera at the code to join',
  /** The wifi QR code's accessible name. */
  wifiQrLabel: (network: string) => `QR code to join the wifi ${network}`,
  noWifi: 'Ask at the desk for the wifi',
  findHeading: 'Are you a guest?',
  findLabel: 'Your name',
  findHelp: 'Type the first letters of your first or last name',
  noGuestFound: 'No expected guest has that name today. Please ask at the desk',
  noGuestsToday: 'No guests are expected today',
  arrive: 'I have arrived',
  arriveFor: (name: string) => `I have arrived: ${name}`,
  arrived: 'Arrived',
  /** Shown after "I have arrived": the host has been told. */
  welcome: (guest: string, host: string) => `Welcome, ${guest}! We have told ${host} that you are here.`,
  guestMeeting: (room: string, time: string, company: string) => `${room}, ${time}, ${company}`,
  guestCount: (arrived: number, expected: number) => `${arrived} of ${expected} arrived`,
  /** A meeting without expected guests, in the board's Guests column. */
  noGuests: '-',
  /** `POST /api/reception-board/arrive`: a guest who is not expected at this location today. */
  guestNotHere: 'This guest is not expected here today',
  offline: 'Offline: showing the last known board',
  notSent: 'The reception could not reach the server. Please try again',
  lastUpdated: (time: string) => `Last updated ${time}`,
  /** A booker without a company (an administrator). */
  noCompany: '-',
} as const;
