/**
 * The stylesheets of the calendar page, for a route that draws the page on the server but loads its code later
 * (apps/web's index route, docs/decisions/024): imported there statically, they are linked in the server's HTML,
 * so the page is styled from its first paint and nothing moves when the code comes (issue 28 §1: layout
 * shift). Every stylesheet the page's code brings is here (CalendarScreen and what it imports, and the drag
 * and drop addon's 1.5 KB, whose code loads later; not the dialogs', which open over the page), and e2e checks
 * that the page adds no stylesheet of its own.
 */
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import '../../../theme/vars.css';
import '../../../Alert/Alert.css';
import '../../../BookingCalendar/BookingCalendar.css';
import '../../../BookingCalendar/RepeatMark.css';
import '../../../Button/Button.css';
import '../../../EmptyState/EmptyState.css';
import '../../../FeatureChips/FeatureChips.css';
import '../../../FieldError/FieldError.css';
import '../../../FieldError/controls.css';
import '../../../Select/Select.css';
import '../../../Spinner/Spinner.css';
import '../../../TextField/TextField.css';
import '../../../UsageMeter/UsageMeter.css';
import '../CalendarScreen.css';
