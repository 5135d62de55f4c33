import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 1 s by default: a lazily loaded catalog or chunk can take longer when
// the browser suite and the PostgreSQL suite share the two cores (.ci/run)
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs: a dialog's showModal() and close() open and close it as a plain one
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
