/** Registers the review's messages (both languages) into the shared catalogue; imported for that alone. */
import { addCatalogue } from '../i18n';
import { reviewEn } from './messages';
import { reviewDe } from './messages.de';

addCatalogue({ en: reviewEn, de: reviewDe });
