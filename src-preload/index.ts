/**
 * The preload: exposes a small named API as the page's `pipfall` global. The page never
 * gets ipcRenderer; every payload is validated again in main before anything acts on it.
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import type { DialogOutcome, PipfallApi, SaveSummary } from '../src-shared/api';
import type { RequestBody, Response } from '../src-shared/contract/protocol';
import type { KeeperPush } from '../src-shared/keeper';
import type { SettingsPatch } from '../src-shared/settings';
import type { MenuCommand, MenuState } from '../src-shared/menu';
import type { StoredReview } from '../src-shared/past-reviews';
import {
  ENGINE_RETRY_CHANNEL,
  FILE_OPENED_CHANNEL,
  FILES_READY_CHANNEL,
  SAVES_OPEN_DROPPED_CHANNEL,
  MENU_COMMAND_CHANNEL,
  MENU_STATE_CHANNEL,
  PAST_DELETE_CHANNEL,
  PAST_EXPORT_CHANNEL,
  PAST_LIST_CHANNEL,
  PAST_OPEN_CHANNEL,
  PAST_REVIEW_GET_CHANNEL,
  PAST_REVIEW_KEEP_CHANNEL,
  PUSH_CHANNEL,
  REQUEST_CHANNEL,
  SAVES_CONTINUE_CHANNEL,
  SAVES_EXPORT_CHANNEL,
  SAVES_IMPORT_CHANNEL,
  SAVES_LIST_CHANNEL,
  SETTINGS_GET_CHANNEL,
  SETTINGS_SET_CHANNEL,
} from '../src-shared/contract/channels';

const api: PipfallApi = {
  request: (req: RequestBody) => ipcRenderer.invoke(REQUEST_CHANNEL, req) as Promise<Response>,
  onPush(listener: (push: KeeperPush) => void) {
    const relay = (_e: IpcRendererEvent, push: KeeperPush) => listener(push);
    ipcRenderer.on(PUSH_CHANNEL, relay);
    return () => {
      ipcRenderer.removeListener(PUSH_CHANNEL, relay);
    };
  },
  retryEngine: async () => {
    await ipcRenderer.invoke(ENGINE_RETRY_CHANNEL);
  },
  saves: {
    list: () => ipcRenderer.invoke(SAVES_LIST_CHANNEL),
    continue: (saveId: string) => ipcRenderer.invoke(SAVES_CONTINUE_CHANNEL, saveId),
    exportGame: (gameId: string, title: string) => ipcRenderer.invoke(SAVES_EXPORT_CHANNEL, { gameId, title }),
    importGame: () => ipcRenderer.invoke(SAVES_IMPORT_CHANNEL),
    onOpened(listener: (outcome: DialogOutcome<SaveSummary>) => void) {
      const relay = (_e: IpcRendererEvent, outcome: DialogOutcome<SaveSummary>) => listener(outcome);
      ipcRenderer.on(FILE_OPENED_CHANNEL, relay);
      void ipcRenderer.invoke(FILES_READY_CHANNEL);
      return () => {
        ipcRenderer.removeListener(FILE_OPENED_CHANNEL, relay);
      };
    },
    // The page never sees paths; the preload reads the dropped file's own and main checks it.
    openDropped: async (file: File) => {
      await ipcRenderer.invoke(SAVES_OPEN_DROPPED_CHANNEL, webUtils.getPathForFile(file));
    },
  },
  pastGames: {
    list: () => ipcRenderer.invoke(PAST_LIST_CHANNEL),
    open: (id: string) => ipcRenderer.invoke(PAST_OPEN_CHANNEL, id),
    exportGame: (id: string, title: string) => ipcRenderer.invoke(PAST_EXPORT_CHANNEL, { id, title }),
    remove: (id: string) => ipcRenderer.invoke(PAST_DELETE_CHANNEL, id),
    review: (id: string) => ipcRenderer.invoke(PAST_REVIEW_GET_CHANNEL, id),
    keepReview: (id: string, review: StoredReview) => ipcRenderer.invoke(PAST_REVIEW_KEEP_CHANNEL, { id, review }),
  },
  settings: {
    get: () => ipcRenderer.invoke(SETTINGS_GET_CHANNEL),
    set: (patch: SettingsPatch) => ipcRenderer.invoke(SETTINGS_SET_CHANNEL, patch),
  },
  menu: {
    setState: async (state: MenuState) => {
      await ipcRenderer.invoke(MENU_STATE_CHANNEL, state);
    },
    onCommand(listener: (command: MenuCommand) => void) {
      const relay = (_e: IpcRendererEvent, command: MenuCommand) => listener(command);
      ipcRenderer.on(MENU_COMMAND_CHANNEL, relay);
      return () => {
        ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, relay);
      };
    },
  },
};

contextBridge.exposeInMainWorld('pipfall', api);
