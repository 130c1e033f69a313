import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sm2 } from 'sm-crypto';
import { AlgId, DeviceCode, Order } from '../../src/app/features/usb-key/driver/protocol';

/**
 * A stand-in for the vendor's local key-device service (spec §7), for tests: the same wire protocol
 * as src/app/features/usb-key/driver/protocol.ts, over a real HTTP socket, with devices that can be
 * plugged in and out, a user PIN with retries and lock, applications, containers, a real RSA or SM2
 * key pair and signatures. The real service is a vendor program that cannot be installed here.
 *
 * SM2 as a GM/T 0016 device does it: SKF_GenECCKeyPair answers an ECCPUBLICKEYBLOB; SKF_DigestInit with
 * a public key and user id computes Z (GM/T 0009: SM3 over ENTL, id, curve a, b, G and the key) with
 * Node's own SM3, SKF_Digest answers SM3(Z || data), and SKF_ECCSignData signs that 32-byte digest
 * (the SM2 primitive from sm-crypto) as an ECCSIGNATUREBLOB. The server verifies with sm-crypto's own
 * Z, so a mistake on either side fails the tests.
 */
const SAR_FAIL = 0x0a000001;
const SAR_DEVICE_REMOVED = 0x0a000023;
const SAR_AUTH_FAILED = 0x0a000013;
const SAR_INVALID_PARAM = 0x0a000006;
const SAR_NOT_SUPPORTED = 0x0a000003;
const DEV_AUTH_KEY = '1234567812345678';

interface Container {
  privateKey?: KeyObject;
  publicKeyDer?: Buffer;
  /** An SM2 pair: the private scalar and the uncompressed point 04 || X || Y, hex. */
  sm2?: { privateKey: string; publicKey: string };
  certificate?: string;
}

/** GM/T 0003.5 recommended curve: a, b, Gx, Gy (hex, 32 bytes each). */
const SM2_CURVE = [
  'FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFC',
  '28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93',
  '32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7',
  'BC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0',
].map((hex) => Buffer.from(hex, 'hex'));

/** ECCPUBLICKEYBLOB: BitLen (LE) then X and Y right-aligned in 64-byte fields. */
function publicKeyBlob(pointHex: string): Buffer {
  const blob = Buffer.alloc(4 + 128);
  blob.writeUInt32LE(256, 0);
  Buffer.from(pointHex.slice(2, 66), 'hex').copy(blob, 4 + 32);
  Buffer.from(pointHex.slice(66), 'hex').copy(blob, 4 + 64 + 32);
  return blob;
}

/** Z = SM3(ENTL || id || a || b || Gx || Gy || Px || Py) (GM/T 0009). */
function sm2Z(blob: Buffer, userId: string): Buffer {
  if (blob.length !== 132 || blob.readUInt32LE(0) !== 256) throw new DeviceFailure(SAR_INVALID_PARAM);
  const id = Buffer.from(userId, 'utf8');
  const entl = Buffer.alloc(2);
  entl.writeUInt16BE(id.length * 8);
  const x = blob.subarray(4 + 32, 4 + 64);
  const y = blob.subarray(4 + 64 + 32);
  return createHash('sm3')
    .update(Buffer.concat([entl, id, ...SM2_CURVE, x, y]))
    .digest();
}

interface Application {
  userPin: string;
  retryMax: number;
  retriesLeft: number;
  containers: Map<string, Container>;
}

interface Device {
  plugged: boolean;
  authenticated: boolean;
  applications: Map<string, Application>;
}

type Answer = Record<string, unknown> & { rev: number };

export class KeyDeviceSimulator {
  readonly devices = new Map<string, Device>();
  /** Every order received, in order: tests check e.g. that a failure disconnected the device. */
  readonly orders: string[] = [];
  /** When set, every request answers this HTTP status. */
  httpStatus = 200;
  /** Orders that fail with the given rev once. */
  private readonly failures = new Map<string, number>();
  private readonly handles = new Map<string, { device: string; app?: string; container?: string }>();
  /** Open SM3 hash handles: the Z each was started with. */
  private readonly hashes = new Map<string, Buffer>();
  private server: Server | undefined;
  url = '';

  addDevice(name: string): void {
    this.devices.set(name, { plugged: true, authenticated: false, applications: new Map() });
  }

  /** A device with an application and container holding a key pair but no certificate yet. */
  addApplication(device: string, appName: string, userPin: string): void {
    this.deviceNamed(device).applications.set(appName, {
      userPin,
      retryMax: 5,
      retriesLeft: 5,
      containers: new Map(),
    });
  }

  unplug(name: string): void {
    this.deviceNamed(name).plugged = false;
  }

  plug(name: string): void {
    this.deviceNamed(name).plugged = true;
  }

  failOnce(order: string, rev: number): void {
    this.failures.set(order, rev);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
      });
      request.on('end', () => {
        const params = new URLSearchParams(text);
        const order = params.get('order') ?? '';
        this.orders.push(order);
        if (this.httpStatus !== 200) {
          response.writeHead(this.httpStatus).end();
          return;
        }
        const answer = this.handle(order, params);
        // The vendor service answers any page origin: the console runs on another port than 8090.
        response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private deviceNamed(name: string): Device {
    const device = this.devices.get(name);
    if (!device) throw new Error(`no device ${name}`);
    return device;
  }

  private handle(order: string, params: URLSearchParams): Answer {
    const failure = this.failures.get(order);
    if (failure !== undefined) {
      this.failures.delete(order);
      return { rev: failure };
    }
    try {
      return this.run(order, params);
    } catch (error) {
      return { rev: error instanceof DeviceFailure ? error.rev : SAR_FAIL };
    }
  }

  private newHandle(target: { device: string; app?: string; container?: string }): string {
    const handle = randomBytes(6).toString('hex');
    this.handles.set(handle, target);
    return handle;
  }

  private target(params: URLSearchParams, name: string) {
    const target = this.handles.get(params.get(name) ?? '');
    if (!target) throw new DeviceFailure(SAR_FAIL);
    const device = this.deviceNamed(target.device);
    if (!device.plugged) throw new DeviceFailure(SAR_DEVICE_REMOVED);
    return { ...target, device, deviceName: target.device };
  }

  private appOf(params: URLSearchParams) {
    const target = this.target(params, 'hApp');
    const app = target.app ? target.device.applications.get(target.app) : undefined;
    if (!app) throw new DeviceFailure(SAR_FAIL);
    return { ...target, application: app };
  }

  private containerOf(params: URLSearchParams) {
    const target = this.target(params, 'hCon');
    const container =
      target.app && target.container
        ? target.device.applications.get(target.app)?.containers.get(target.container)
        : undefined;
    if (!container) throw new DeviceFailure(SAR_FAIL);
    return container;
  }

  private run(order: string, params: URLSearchParams): Answer {
    switch (order) {
      case Order.enumDevices:
        return {
          rev: 0,
          devNameList: [...this.devices]
            .filter(([, device]) => device.plugged)
            .map(([name]) => name)
            .join(';'),
        };
      case Order.connect: {
        const name = params.get('devName') ?? '';
        const device = this.devices.get(name);
        if (!device?.plugged) throw new DeviceFailure(SAR_DEVICE_REMOVED);
        device.authenticated = false;
        return { rev: 0, hDev: this.newHandle({ device: name }) };
      }
      case Order.disconnect:
        this.handles.delete(params.get('hDev') ?? '');
        return { rev: 0 };
      case Order.deviceAuth: {
        const { device } = this.target(params, 'hDev');
        if (params.get('authKey') !== DEV_AUTH_KEY) throw new DeviceFailure(SAR_AUTH_FAILED);
        device.authenticated = true;
        return { rev: 0 };
      }
      case Order.enumApplications: {
        const { device } = this.target(params, 'hDev');
        return { rev: 0, appNameList: [...device.applications.keys()].join(';') };
      }
      case Order.createApplication: {
        const { device, deviceName } = this.target(params, 'hDev');
        if (!device.authenticated) throw new DeviceFailure(SAR_AUTH_FAILED);
        const appName = params.get('appName') ?? '';
        const retryMax = Number(params.get('userPinRetryCount') ?? '5');
        device.applications.set(appName, {
          userPin: params.get('userPin') ?? '',
          retryMax,
          retriesLeft: retryMax,
          containers: new Map(),
        });
        return { rev: 0, hApp: this.newHandle({ device: deviceName, app: appName }) };
      }
      case Order.openApplication: {
        const { device, deviceName } = this.target(params, 'hDev');
        const appName = params.get('appName') ?? '';
        if (!device.applications.has(appName)) throw new DeviceFailure(DeviceCode.notFound);
        return { rev: 0, hApp: this.newHandle({ device: deviceName, app: appName }) };
      }
      case Order.deleteApplication: {
        const { device } = this.target(params, 'hDev');
        device.applications.delete(params.get('appName') ?? '');
        return { rev: 0 };
      }
      case Order.verifyPin:
      case Order.changePin: {
        const { application } = this.appOf(params);
        if (application.retriesLeft === 0) return { rev: DeviceCode.pinLocked, retryCount: 0 };
        const given = order === Order.verifyPin ? params.get('pin') : params.get('oldPin');
        if (given !== application.userPin) {
          application.retriesLeft -= 1;
          if (application.retriesLeft === 0) return { rev: DeviceCode.pinLocked, retryCount: 0 };
          return { rev: DeviceCode.pinIncorrect, retryCount: application.retriesLeft };
        }
        application.retriesLeft = application.retryMax;
        if (order === Order.changePin) application.userPin = params.get('newPin') ?? '';
        return { rev: 0 };
      }
      case Order.enumContainers: {
        const { application } = this.appOf(params);
        return { rev: 0, containerNameList: [...application.containers.keys()].join(';') };
      }
      case Order.createContainer:
      case Order.openContainer: {
        const target = this.appOf(params);
        const name = params.get('containerName') ?? '';
        if (order === Order.createContainer) target.application.containers.set(name, {});
        if (!target.application.containers.has(name)) throw new DeviceFailure(DeviceCode.notFound);
        return { rev: 0, hCon: this.newHandle({ device: target.deviceName, app: target.app, container: name }) };
      }
      case Order.genRsaKeyPair: {
        const container = this.containerOf(params);
        const { privateKey, publicKey } = generateKeyPairSync('rsa', {
          modulusLength: Number(params.get('bits') ?? 2048),
        });
        container.privateKey = privateKey;
        container.sm2 = undefined;
        container.publicKeyDer = publicKey.export({ format: 'der', type: 'spki' });
        container.certificate = undefined;
        return { rev: 0, publicKey: container.publicKeyDer.toString('base64') };
      }
      case Order.exportPublicKey: {
        const container = this.containerOf(params);
        if (container.sm2) return { rev: 0, publicKey: publicKeyBlob(container.sm2.publicKey).toString('base64') };
        if (!container.publicKeyDer) throw new DeviceFailure(DeviceCode.notFound);
        return { rev: 0, publicKey: container.publicKeyDer.toString('base64') };
      }
      case Order.genEccKeyPair: {
        const container = this.containerOf(params);
        if (Number(params.get('algId')) !== AlgId.sm2Sign) throw new DeviceFailure(SAR_NOT_SUPPORTED);
        const pair = sm2.generateKeyPairHex();
        container.sm2 = { privateKey: pair.privateKey, publicKey: pair.publicKey };
        container.privateKey = undefined;
        container.publicKeyDer = undefined;
        container.certificate = undefined;
        return { rev: 0, publicKey: publicKeyBlob(pair.publicKey).toString('base64') };
      }
      case Order.digestInit: {
        const { deviceName } = this.target(params, 'hDev');
        if (Number(params.get('algId')) !== AlgId.sm3) throw new DeviceFailure(SAR_NOT_SUPPORTED);
        const z = sm2Z(Buffer.from(params.get('publicKey') ?? '', 'base64'), params.get('userId') ?? '');
        const hHash = this.newHandle({ device: deviceName });
        this.hashes.set(hHash, z);
        return { rev: 0, hHash };
      }
      case Order.digest: {
        const hHash = params.get('hHash') ?? '';
        const z = this.hashes.get(hHash);
        this.target(params, 'hHash');
        if (!z) throw new DeviceFailure(SAR_FAIL);
        this.hashes.delete(hHash);
        this.handles.delete(hHash);
        const data = Buffer.from(params.get('data') ?? '', 'base64');
        return { rev: 0, digest: createHash('sm3').update(z).update(data).digest('base64') };
      }
      case Order.eccSign: {
        const container = this.containerOf(params);
        if (!container.sm2) throw new DeviceFailure(DeviceCode.notFound);
        const digest = Buffer.from(params.get('data') ?? '', 'base64');
        if (digest.length !== 32) throw new DeviceFailure(SAR_INVALID_PARAM);
        // The digest already holds Z: the primitive signs e = digest as is.
        const rs = sm2.doSignature([...digest], container.sm2.privateKey, { hash: false, der: false });
        const blob = Buffer.alloc(128);
        Buffer.from(rs.slice(0, 64), 'hex').copy(blob, 32);
        Buffer.from(rs.slice(64), 'hex').copy(blob, 96);
        return { rev: 0, signature: blob.toString('base64') };
      }
      case Order.exportCertificate: {
        const container = this.containerOf(params);
        if (!container.certificate) throw new DeviceFailure(DeviceCode.notFound);
        return { rev: 0, certificate: container.certificate };
      }
      case Order.importCertificate: {
        const container = this.containerOf(params);
        container.certificate = params.get('certificate') ?? '';
        return { rev: 0 };
      }
      case Order.rsaSign: {
        const container = this.containerOf(params);
        if (!container.privateKey) throw new DeviceFailure(DeviceCode.notFound);
        const data = Buffer.from(params.get('data') ?? '', 'base64');
        return { rev: 0, signature: sign('sha256', data, container.privateKey).toString('base64') };
      }
      case Order.genRandom:
        this.target(params, 'hCon');
        return { rev: 0, random: randomBytes(Number(params.get('len') ?? '16')).toString('base64') };
      default:
        throw new DeviceFailure(SAR_FAIL);
    }
  }
}

class DeviceFailure extends Error {
  constructor(readonly rev: number) {
    super(`device failure ${rev}`);
  }
}
