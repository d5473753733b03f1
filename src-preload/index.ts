/**
 * The preload: exposes a small named API as the page's `pipfall` global. The page never
 * gets ipcRenderer; every request is validated again in main before it reaches the engine.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { PipfallApi } from '../src-engine/host/api';
import type { Push, RequestBody, Response } from '../src-engine/host/protocol';
import { PUSH_CHANNEL, REQUEST_CHANNEL } from '../src-main/channels';

const api: PipfallApi = {
  request: (req: RequestBody) => ipcRenderer.invoke(REQUEST_CHANNEL, req) as Promise<Response>,
  onPush(listener: (push: Push) => void) {
    const relay = (_e: IpcRendererEvent, push: Push) => listener(push);
    ipcRenderer.on(PUSH_CHANNEL, relay);
    return () => {
      ipcRenderer.removeListener(PUSH_CHANNEL, relay);
    };
  },
};

contextBridge.exposeInMainWorld('pipfall', api);
