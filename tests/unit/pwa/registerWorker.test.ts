import { afterEach, describe, expect, it } from 'vitest';
import { registerWorker } from '../../../src/app/pwa/registerSw';
import { dismissUpdate, getUpdateOffer } from '../../../src/app/pwa/updateStore';

/** Stand-ins for the browser's service worker objects: events and the fields registerWorker reads. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  install(): void {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  readonly registration = new FakeRegistration();
  readonly registered: string[] = [];
  async register(url: string): Promise<FakeRegistration> {
    this.registered.push(url);
    return this.registration;
  }
}

async function start(container: FakeContainer) {
  let reloads = 0;
  await registerWorker(container as unknown as ServiceWorkerContainer, () => {
    reloads += 1;
  });
  return { reloads: () => reloads };
}

describe('service worker registration without workbox-window (issue 2)', () => {
  afterEach(() => dismissUpdate());

  it('offers nothing for the first install', async () => {
    const container = new FakeContainer();
    await start(container);
    const worker = new FakeWorker();
    container.registration.found(worker);
    worker.install();
    expect(container.registered).toEqual(['/sw.js']);
    expect(getUpdateOffer()).toBeNull();
  });

  it('offers a new version, activates it on request and reloads once it controls the page', async () => {
    const container = new FakeContainer();
    container.controller = {};
    const page = await start(container);
    const worker = new FakeWorker();
    container.registration.found(worker);
    expect(getUpdateOffer()).toBeNull();
    worker.install();
    const offer = getUpdateOffer();
    expect(offer).not.toBeNull();
    expect(worker.posted).toEqual([]);
    expect(page.reloads()).toBe(0);

    offer?.apply();
    expect(worker.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(page.reloads()).toBe(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer();
    container.controller = {};
    container.registration.waiting = new FakeWorker();
    await start(container);
    expect(getUpdateOffer()).not.toBeNull();
  });
});
