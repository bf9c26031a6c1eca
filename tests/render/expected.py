#!/usr/bin/env python3
"""Writes triangle.ppm: what triangle.hlsl must draw into a 64x64 target.

D3D's conventions, which wgpu keeps on Vulkan: clip-space y points up, and
pixel (px, py) is covered when its centre (px + 0.5, py + 0.5) is inside.
Colours are interpolated barycentrically (w = 1 everywhere) and stored as
8-bit UNORM. Pixels whose centre lies within one pixel of an edge are
magenta: rasterization rules and interpolation precision may differ
there, so the test does not compare them.
"""
import math

W = H = 64
CLEAR = (51, 51, 51)  # 0.2 * 255
EDGE = (255, 0, 255)
corners = [(-0.75, -0.75), (0.75, -0.75), (0.0, 0.75)]
colors = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]


def to_pixels(x, y):
    return ((x + 1) / 2 * W, (1 - y) / 2 * H)


pts = [to_pixels(x, y) for x, y in corners]


def edge_fn(a, b, p):
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


area = edge_fn(pts[0], pts[1], pts[2])
out = bytearray()
for py in range(H):
    for px in range(W):
        p = (px + 0.5, py + 0.5)
        # Barycentric weights of the corners opposite each edge.
        w = [edge_fn(pts[1], pts[2], p) / area,
             edge_fn(pts[2], pts[0], p) / area,
             edge_fn(pts[0], pts[1], p) / area]
        # Distance in pixels from the centre to each edge's line.
        dist = []
        for i in range(3):
            a, b = pts[(i + 1) % 3], pts[(i + 2) % 3]
            length = math.hypot(b[0] - a[0], b[1] - a[1])
            dist.append(abs(edge_fn(a, b, p)) / length)
        if min(dist) < 1.0:
            out += bytes(EDGE)
        elif all(x > 0 for x in w):
            rgb = [sum(w[i] * colors[i][c] for i in range(3)) for c in range(3)]
            out += bytes(int(math.floor(v * 255 + 0.5)) for v in rgb)
        else:
            out += bytes(CLEAR)
with open("triangle.ppm", "wb") as f:
    f.write(b"P6\n64 64\n255\n" + out)
