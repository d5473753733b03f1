// electron-builder afterPack hook: flips the Electron fuses of the packaged binary before it is
// signed, so the shipped app cannot be turned into a general Node runtime or inspected:
//   RunAsNode off (ELECTRON_RUN_AS_NODE ignored), NODE_OPTIONS ignored, --inspect flags ignored,
//   asar integrity checked (macOS, Windows), the app loaded only from app.asar, and file:// without
//   the extra privileges Electron grants it by default (the page loads from the pipfall:// scheme,
//   src-main/app-protocol.ts, so nothing needs them).
// scripts/check-package.mjs checks the result on a stand-in binary.
const { flipFuses, FuseV1Options, FuseVersion } = require('@electron/fuses');
const path = require('node:path');

/** The fuse settings of the packaged app. */
const FUSES = {
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** The file that carries the fuse wire for a platform's build. */
function electronBinary(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const name = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return path.join(appOutDir, `${name}.app`);
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${name}.exe`);
  return path.join(appOutDir, packager.executableName);
}

exports.FUSES = FUSES;
exports.default = async function afterPack(context) {
  const arm64 = context.arch === 3; // builder-util Arch.arm64
  await flipFuses(electronBinary(context), {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' && arm64,
    ...FUSES,
  });
};
