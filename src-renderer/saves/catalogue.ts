/** Registers the saves' and crash notices' messages (both languages) into the shared catalogue; imported for that alone. */
import { addCatalogue } from '../i18n';
import { savesEn } from './messages';
import { savesDe } from './messages.de';

addCatalogue({ en: savesEn, de: savesDe });
