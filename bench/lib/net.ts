import net from 'node:net'

export const HOST = '127.0.0.1'

/** A TCP port free at the moment of asking. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/** Whether something accepts connections on `port`. */
export const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, HOST, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
