import { describe, expect, it } from 'vitest';
import {
  desEncryptBlock,
  vncChallengeResponse,
  vncPasswordFile,
} from '../../../../src/server/bastion/graphical/vncDes';

describe('DES for VNC authentication', () => {
  it('matches the FIPS 46 worked example', () => {
    const key = Buffer.from('133457799BBCDFF1', 'hex');
    expect(desEncryptBlock(key, Buffer.from('0123456789ABCDEF', 'hex')).toString('hex')).toBe('85e813540f0ab405');
  });

  it('writes the password file x11vnc -storepasswd writes (Ab3xY9zQ, read from one made by x11vnc 0.9.16)', () => {
    expect(vncPasswordFile('Ab3xY9zQ').toString('hex')).toBe('4cd5902de1b350bd');
  });

  it('answers a challenge with both halves encrypted under the bit-reversed password', () => {
    const challenge = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const response = vncChallengeResponse('secret', challenge);
    expect(response).toHaveLength(16);
    expect(response.subarray(0, 8)).not.toEqual(response.subarray(8));
    expect(vncChallengeResponse('secret', challenge)).toEqual(response);
  });
});
