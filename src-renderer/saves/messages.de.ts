/** The saves' and crash notices' German messages, the twin of messages.ts. */
import type { savesEn } from './messages';

export const savesDe: Record<keyof typeof savesEn, string> = {
  'saves.continue': 'Fortsetzen',
  'saves.continueGame': '{game} fortsetzen, {moves}',
  'saves.moves.one': '{n} Zug',
  'saves.moves.other': '{n} Züge',
  'saves.mode.solo': 'solo',
  'saves.mode.vsAi': 'gegen den Computer',
  'saves.mode.hotSeat': '{n} Spieler an diesem Bildschirm',
  'saves.problem.list.setAside': 'Einige gespeicherte Partien konnten nicht gelesen werden und wurden beiseitegelegt.',
  'saves.problem.list.leftInPlace':
    'Eine gespeicherte Partie konnte weder gelesen noch in den Quarantäne-Ordner verschoben werden (der Ordner ist vielleicht schreibgeschützt); sie bleibt, wo sie ist, und wird übersprungen.',
  'saves.problem.list.notArchived':
    'Eine beendete Partie konnte noch nicht zu den vergangenen Partien hinzugefügt werden (der Datenträger ist vielleicht voll); ihr Spielstand bleibt erhalten, und PipFall versucht es beim nächsten Mal erneut.',
  'saves.load': 'Partie laden…',
  'saves.loadFailed': 'Diese Datei konnte nicht geladen werden: {message}',
  'saves.saveAs': 'Speichern…',
  'saves.exportWarning.heading': 'Diese Datei zeigt alle Hände',
  'saves.exportWarning.body':
    'Eine gespeicherte Partie enthält ihren ganzen Verlauf: Wer die Datei öffnet, kann die Karten jedes Spielers lesen, auch die, die am Tisch noch verdeckt sind.',
  'saves.exportWarning.confirm': 'Trotzdem speichern',
  'saves.exportWarning.cancel': 'Abbrechen',
  'saves.saved': 'Partie gespeichert ({where}).',
  'saves.saveFailed': 'Die Partie konnte nicht gespeichert werden: {message}',
  'saves.tooLarge': 'Diese Datei ist viel zu groß für eine PipFall-Partie.',
  'saves.problem.special': 'Dies ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner), daher wurde sie nicht gelesen.',
  'saves.problem.unreadable': 'Diese Datei konnte nicht gelesen werden.',
  'saves.badSeats': 'Die Plätze in dieser Datei ergeben keinen Sinn.',
  'saves.problem.json': 'Diese Datei ist keine gespeicherte PipFall-Partie: Sie ist keine Spieldatei, oder sie wurde abgeschnitten.',
  'saves.problem.foreign': 'Diese Datei ist keine gespeicherte PipFall-Partie.',
  'saves.problem.damaged': 'Diese Datei sieht aus wie eine gespeicherte PipFall-Partie, ist aber beschädigt und kann nicht geladen werden.',
  'saves.problem.replay': 'Diese gespeicherte Partie kann nicht geladen werden: Ein Zug darin verstößt gegen die Regeln, die Datei wurde also verändert oder beschädigt.',
  'saves.problem.finished': 'Diese Partie ist bereits beendet; es gibt nichts fortzusetzen.',
  'saves.problem.unknownGame': 'Diese Datei enthält ein Spiel, das diese Version von PipFall nicht kennt.',
  'saves.problem.unchecked': 'Die Spiel-Engine konnte diese Datei gerade nicht prüfen, daher wurde nichts geladen. Versuche es gleich noch einmal.',
  'saves.resumeFailed': 'Diese gespeicherte Partie konnte nicht wieder geöffnet werden: {message}',
  'engine.restarted': 'Die Spiel-Engine wurde beendet und neu gestartet; deine Partie geht dort weiter, wo sie war.',
  'saves.writeFailed': 'Deine Partie konnte nicht gespeichert werden: {reason}. Sie bleibt offen, und PipFall speichert sie nach dem nächsten Zug erneut.',
  'saves.settingsFailed':
    'Deine Einstellungen konnten nicht gespeichert werden: {reason}. Sie gelten, bis PipFall geschlossen wird, und werden mit deiner nächsten Änderung gespeichert.',
  'saves.settingsRestored': 'Deine Einstellungen sind wieder gespeichert.',
  'saves.reason.full': 'der Datenträger ist voll',
  'saves.reason.readOnly': 'der Datenträger ist schreibgeschützt',
  'saves.reason.denied': 'der Zugriff wurde verweigert',
  'saves.reason.busy': 'ein anderes Programm hält die Datei fest',
  'saves.reason.storageFull': 'der Speicher des Browsers für diese Seite ist voll',
  'saves.reason.tooLarge': 'sie sind größer geworden, als PipFall zurückliest',
  'saves.reason.held': 'die Einstellungsdatei konnte nicht gelesen werden und bleibt unverändert',
  'saves.writeRestored': 'Deine Partie ist wieder gespeichert.',
  'engine.restartedLost.one':
    'Die Spiel-Engine wurde beendet und neu gestartet, aber {n} offene Partie konnte nicht wieder geöffnet werden. Sie bleibt im Menü unter „Fortsetzen“.',
  'engine.restartedLost.other':
    'Die Spiel-Engine wurde beendet und neu gestartet, aber {n} offene Partien konnten nicht wieder geöffnet werden. Sie bleiben im Menü unter „Fortsetzen“.',
  'engine.down': 'Die Spiel-Engine bricht immer wieder ab und wurde daher nicht neu gestartet. Deine Partien sind gespeichert.',
  'engine.retry': 'Erneut versuchen',
  'engine.gameLost': 'Diese Partie konnte nach dem Neustart der Engine nicht wieder geöffnet werden. Sie bleibt im Menü unter „Fortsetzen“.',
};
