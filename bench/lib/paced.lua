-- wrk at a fixed rate: each connection waits `delay_ms` (with ±10% jitter, so the connections do
-- not fire together) before each request. wrk starts its latency clock when the request is sent,
-- so the pacing is not counted in p50/p99: what is left is the service's own time plus queueing.
-- Usage: wrk -s paced.lua <url> -- <delay_ms>  (delay_ms = connections * 1000 / rate)
local delay_ms = 0

function init(args)
  delay_ms = tonumber(args[1]) or 0
  -- Each wrk thread has its own Lua state: seed apart, or every thread draws the same jitter.
  math.randomseed(os.time() + (tonumber(tostring({}):match("0x(%x+)"), 16) or 0))
end

function delay()
  return math.floor(delay_ms * (0.9 + math.random() * 0.2) + 0.5)
end
