import type { ActorRefFrom } from 'xstate';
import type { announcementPopupMachine } from '../../machines/announcementPopup.machine';
import type { appMachine } from '../../machines/app.machine';
import type { appUpdateMachine } from '../../machines/appUpdate.machine';
import type { authMachine } from '../../machines/auth.machine';
import type { downloadBarMachine } from '../../machines/downloadBar.machine';
import type { languageMachine } from '../../machines/language.machine';
import type { startupMachine } from '../../machines/startup.machine';

/*
 * The types of the app actor and its children, for whoever holds one: the hooks (./hooks.ts), the
 * router context and guards, the views given one as a prop. Types only, so a file that names an
 * actor's type depends on its machine's types and on nothing of the app (createApp, the router).
 */

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type StartupActorRef = ActorRefFrom<typeof startupMachine>;
export type LanguageActorRef = ActorRefFrom<typeof languageMachine>;
export type AnnouncementPopupActorRef = ActorRefFrom<typeof announcementPopupMachine>;
export type DownloadBarActorRef = ActorRefFrom<typeof downloadBarMachine>;
export type AppUpdateActorRef = ActorRefFrom<typeof appUpdateMachine>;
