// https://vike.dev/description
import { WAITLIST_DIALOG } from '../../src/shared/content/form-messages.content.js';

export default () => WAITLIST_DIALOG.description;
