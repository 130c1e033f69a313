import type { WatermarkConfig } from '../../../shared/api/watermark';
import {
  WATERMARK_Z_INDEX,
  type WatermarkUser,
  watermarkGeometry,
  watermarkLines,
} from '../../../shared/rules/watermarkRules';

/**
 * The console's watermark (docs/watermark.md) for the pages of a web asset: the same lines (content, the time, the
 * user's chosen details), size, colour, angle and tile, drawn on a full-window canvas that ignores the pointer. Its
 * own script, injected into each HTML response with the response's nonce; a removed or restyled canvas is put back.
 * Null when the console's watermark is off.
 */
export function watermarkScript(config: WatermarkConfig, user: WatermarkUser): string | null {
  if (!config.isOpen) return null;
  const lines = watermarkLines(config, user, new Date(0));
  const timeIndex = config.content.trim() === '' ? 0 : 1;
  const geometry = watermarkGeometry(config);
  const settings = {
    lines,
    timeIndex,
    opacity: geometry.opacity,
    tileWidth: geometry.tileWidth,
    tileHeight: geometry.tileHeight,
    fontSize: config.typeSize,
    color: config.colorSelector,
    angle: config.rotationAngle,
    zIndex: Math.max(WATERMARK_Z_INDEX, 2147483000),
  };
  return `(function(){var s=${JSON.stringify(settings).replace(/</g, '\\u003c')};
function p(n){return String(n).padStart(2,'0')}
function t(){var d=new Date();return d.getFullYear()+'/'+p(d.getMonth()+1)+'/'+p(d.getDate())+' '+p(d.getHours())+':'+p(d.getMinutes())+':'+p(d.getSeconds())}
var c=document.createElement('canvas');c.setAttribute('aria-hidden','true');c.setAttribute('data-gatehouse-watermark','');
var st={position:'fixed',inset:'0',width:'100vw',height:'100vh','pointer-events':'none','z-index':String(s.zIndex),opacity:String(s.opacity),display:'block',visibility:'visible'};
function style(){for(var k in st)c.style.setProperty(k,st[k],'important')}
function draw(){var r=window.devicePixelRatio||1,w=window.innerWidth,h=window.innerHeight;c.width=Math.ceil(w*r);c.height=Math.ceil(h*r);
var g=c.getContext('2d');if(!g)return;g.setTransform(r,0,0,r,0,0);g.clearRect(0,0,w,h);g.fillStyle=s.color;g.font=s.fontSize+'px sans-serif';g.textAlign='center';g.textBaseline='middle';
var L=s.lines.slice();L[s.timeIndex]=t();var a=-s.angle*Math.PI/180,lh=s.fontSize*1.2;
for(var y=0;y<h+s.tileHeight;y+=s.tileHeight){for(var x=0;x<w+s.tileWidth;x+=s.tileWidth){g.save();g.translate(x+s.tileWidth/2,y+s.tileHeight/2);g.rotate(a);
for(var i=0;i<L.length;i++)g.fillText(L[i],0,(i-(L.length-1)/2)*lh);g.restore()}}}
function mount(){if(!document.body)return;if(c.parentNode!==document.body)document.body.appendChild(c);style()}
function start(){mount();draw();setInterval(draw,1000);window.addEventListener('resize',draw);
new MutationObserver(function(){if(c.parentNode!==document.body)mount()}).observe(document.body,{childList:true});
new MutationObserver(function(){style();if(c.hidden)c.hidden=false}).observe(c,{attributes:true})}
if(document.body)start();else document.addEventListener('DOMContentLoaded',start)})();`;
}

/** The HTML with the script just after `<head>` (else `<html>`, else at the very start). */
export function injectScript(html: string, script: string, nonce: string): string {
  const tag = `<script nonce="${nonce}">${script}</script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const root = /<html(\s[^>]*)?>/i.exec(html);
  if (root) return html.slice(0, root.index + root[0].length) + tag + html.slice(root.index + root[0].length);
  return tag + html;
}
